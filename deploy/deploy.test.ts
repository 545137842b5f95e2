/**
 * The deployment on paper (deploy/): the Helm chart rendered in Node (deploy/test/helm-render.ts) with the
 * default values and with variants, every document validated against its kind's Kubernetes schema
 * (kubernetes-models, ajv-compiled validators generated from the Kubernetes OpenAPI spec), compose.yaml
 * validated against the Compose Specification's JSON schema (the copy dclint ships) with ajv, and the
 * production rules checked: non-root, read-only root file system, probes, autoscaler min 2, disruption
 * budgets, the migration Job. That each container command exists in the build and starts is
 * e2e/tests/deploy-commands.spec.ts (it needs `npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import YAML from 'yaml';
import { renderChart, type RenderedDocument } from './test/helm-render';
import { CHART_DIR, containerCommands, loadCompose } from './test/commands';

type Doc = RenderedDocument['doc'];
type Obj = Record<string, any>;

/** The kubernetes-models class of an apiVersion/kind: `apps/v1` -> kubernetes-models/apps/v1, `v1` -> kubernetes-models/v1. */
function modelOf(apiVersion: string, kind: string): { new (data: unknown): { validate(): void } } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(`kubernetes-models/${apiVersion}`) as Obj;
  const model = mod[kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${apiVersion} ${kind}`);
  return model;
}

/** Whether line i of values.yaml lies in the gateway block (the role block documented key by key). */
function isGateway(lines: string[], i: number): boolean {
  for (let j = i; j >= 0; j--) if (/^[A-Za-z]/.test(lines[j]!)) return lines[j]!.startsWith('gateway:');
  return false;
}

function validateAll(docs: RenderedDocument[]): void {
  for (const { source, doc } of docs) {
    try {
      new (modelOf(doc.apiVersion, doc.kind))(doc).validate();
    } catch (err) {
      throw new Error(`${source} (${doc.kind} ${doc.metadata?.name}) is not valid: ${(err as Error).message}`);
    }
  }
}

const byKind = (docs: RenderedDocument[], kind: string): Obj[] => docs.filter((d) => d.doc.kind === kind).map((d) => d.doc as Obj);
const named = (docs: RenderedDocument[], kind: string, name: string): Obj | undefined => byKind(docs, kind).find((d) => d.metadata.name === name);

/** Pod templates of the Deployments and Jobs. */
function podSpecs(docs: RenderedDocument[]): Array<{ owner: string; spec: Obj }> {
  return [...byKind(docs, 'Deployment'), ...byKind(docs, 'Job')].map((d) => ({ owner: `${d.kind} ${d.metadata.name}`, spec: d.spec.template.spec }));
}

function checkProductionRules(docs: RenderedDocument[]): void {
  for (const { owner, spec } of podSpecs(docs)) {
    expect({ owner, runAsNonRoot: spec.securityContext?.runAsNonRoot }).toEqual({ owner, runAsNonRoot: true });
    expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
    expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
    expect(spec.automountServiceAccountToken).toBe(false);
    const volumes = new Map<string, Obj>((spec.volumes as Obj[]).map((v) => [v.name, v]));
    for (const c of spec.containers as Obj[]) {
      const sc = c.securityContext;
      expect({ owner, sc }).toMatchObject({
        owner,
        sc: { readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, runAsNonRoot: true, capabilities: { drop: ['ALL'] } },
      });
      // args, never command: tini (the image's ENTRYPOINT) stays PID 1.
      expect(c.command).toBeUndefined();
      expect(c.args[0]).toBe('node');
      expect(c.resources.requests).toBeDefined();
      expect(c.resources.limits?.memory).toBeDefined();
      // Writable places: /tmp and DATA_DIR, each from a volume of the pod.
      const mounts = new Map<string, string>((c.volumeMounts as Obj[]).map((m) => [m.mountPath, m.name]));
      expect(mounts.get('/tmp')).toBeDefined();
      expect(mounts.get('/var/lib/clinic')).toBeDefined();
      for (const name of mounts.values()) expect(volumes.has(name)).toBe(true);
      expect(c.envFrom).toHaveLength(2);
    }
  }
  for (const d of byKind(docs, 'Deployment')) {
    const c = (d.spec.template.spec.containers as Obj[])[0]!;
    expect(c.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    // Liveness checks no dependency (the gateway's /healthz is the platform's aggregate): a down svc-core must restart nothing.
    expect(c.startupProbe.httpGet).toEqual({ path: '/livez', port: 'http' });
    expect(c.livenessProbe.httpGet).toEqual({ path: '/livez', port: 'http' });
    expect(c.ports).toEqual([expect.objectContaining({ name: 'http' })]);
    expect(d.spec.template.metadata.annotations).toEqual(
      expect.objectContaining({ 'checksum/config': expect.stringMatching(/^[0-9a-f]{64}$/), 'checksum/secret': expect.stringMatching(/^[0-9a-f]{64}$/) }),
    );
    // The selector picks the pod template's labels.
    expect(d.spec.template.metadata.labels).toEqual(expect.objectContaining(d.spec.selector.matchLabels));
  }
  // envFrom names exist (the Secret may be external: checked by the variants).
  const config = byKind(docs, 'ConfigMap').map((c) => c.metadata.name);
  for (const { spec } of podSpecs(docs)) for (const c of spec.containers as Obj[]) expect(config).toContain(c.envFrom[0].configMapRef.name);
  // Services and the Ingress point at pods and Services that exist.
  const deployments = byKind(docs, 'Deployment');
  for (const s of byKind(docs, 'Service')) {
    const target = deployments.find((d) => Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v));
    expect({ service: s.metadata.name, target: target?.metadata.name }).toEqual({ service: s.metadata.name, target: s.metadata.name });
  }
  for (const ing of byKind(docs, 'Ingress')) {
    const backend = ing.spec.rules[0].http.paths[0].backend.service;
    expect(named(docs, 'Service', backend.name)).toBeDefined();
  }
  // The migration Job: a Helm hook before install and upgrade, after the settings it reads.
  const [job] = byKind(docs, 'Job');
  expect(job).toBeDefined();
  expect(job!.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
  expect(job!.spec.template.spec.containers[0].args).toEqual(['node', 'svc-core/dist/cli/migrate.js']);
  for (const d of [...byKind(docs, 'ConfigMap'), ...byKind(docs, 'Secret')]) {
    expect(d.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(d.metadata.annotations['helm.sh/hook-weight'])).toBeLessThan(Number(job!.metadata.annotations['helm.sh/hook-weight']));
  }
}

describe('Helm chart deploy/helm/clinic', () => {
  const docs = renderChart(CHART_DIR);

  it('renders with the default values into documents that match their Kubernetes schemas', () => {
    const kinds = docs.map((d) => d.doc.kind).sort();
    expect(kinds).toEqual([
      'ConfigMap',
      'Deployment',
      'Deployment',
      'Deployment',
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'HorizontalPodAutoscaler',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'PodDisruptionBudget',
      'PodDisruptionBudget',
      'Secret',
      'Service',
      'Service',
      'Service',
    ]);
    validateAll(docs);
  });

  it('the schema check catches a broken document', () => {
    const deployment = structuredClone(named(docs, 'Deployment', 'clinic-gateway')!);
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'eighty';
    expect(() => validateAll([{ source: 'broken', doc: deployment as Doc }])).toThrow(/containerPort/);
  });

  it('has a Deployment per role running the right entry point', () => {
    const args = Object.fromEntries(byKind(docs, 'Deployment').map((d) => [d.metadata.name, d.spec.template.spec.containers[0].args.join(' ')]));
    expect(args).toEqual({
      'clinic-gateway': 'node svc-gateway/dist/main.js',
      'clinic-core-api': 'node svc-core/dist/main.js --role=api',
      'clinic-core-worker': 'node svc-core/dist/main.js --role=worker',
      'clinic-notify-api': 'node svc-notify/dist/main.js --role=api',
      'clinic-notify-worker': 'node svc-notify/dist/main.js --role=worker',
    });
  });

  it('follows the production rules (non-root, read-only root, probes, grace period, migration Job)', () => {
    checkProductionRules(docs);
  });

  it('autoscales and protects the API roles: HPA with min 2 and a PodDisruptionBudget each', () => {
    for (const role of ['gateway', 'core-api', 'notify-api']) {
      const hpa = named(docs, 'HorizontalPodAutoscaler', `clinic-${role}`)!;
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: `clinic-${role}` });
      // The autoscaler owns the replica count.
      expect(named(docs, 'Deployment', `clinic-${role}`)!.spec.replicas).toBeUndefined();
      const pdb = named(docs, 'PodDisruptionBudget', `clinic-${role}`)!;
      expect(named(docs, 'Deployment', `clinic-${role}`)!.spec.template.metadata.labels).toEqual(expect.objectContaining(pdb.spec.selector.matchLabels));
    }
  });

  it('wires the gateway to one Service per service and the settings production needs', () => {
    const config = named(docs, 'ConfigMap', 'clinic-config')!.data as Record<string, string>;
    expect(config).toEqual(
      expect.objectContaining({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        CORE_URL: 'http://clinic-core-api:8081',
        NOTIFY_URL: 'http://clinic-notify-api:8082',
        FILE_STORAGE: 's3',
        S3_BUCKET: 'clinic-files',
        DATA_DIR: '/var/lib/clinic',
      }),
    );
    expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
    for (const value of Object.values(config)) expect(typeof value).toBe('string');
    // Every secret setting production refuses to start without has a place in the chart's Secret.
    const values = YAML.parse(fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8')) as Obj;
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'SEED_PASSWORD',
      'JWT_PRIVATE_KEY',
      'JWT_PUBLIC_KEY',
      'MFA_ENCRYPTION_KEY',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(Object.keys(values.secrets.values)).toContain(key);
    }
  });

  it('documents every value with a comment', () => {
    // Each key of values.yaml has a comment on the lines just above it, or is one of a role block's
    // repeated keys (replicas, resources, autoscaling, pdb) documented in full on the first role, gateway.
    const lines = fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8').split('\n');
    const repeated = /^\s+(replicas|resources|requests|limits|autoscaling|enabled|minReplicas|maxReplicas|targetCPUUtilizationPercentage|pdb|maxUnavailable):/;
    const undocumented: string[] = [];
    let inSecurityContext = false;
    lines.forEach((line, i) => {
      const key = /^(\s*)([A-Za-z0-9_]+):/.exec(line);
      if (!key) return;
      if (key[1] === '') inSecurityContext = /SecurityContext$/.test(key[2]!);
      // Security contexts are plain Kubernetes fields under one comment.
      if (inSecurityContext && key[1] !== '') return;
      const previous = lines[i - 1] ?? '';
      const documented = /^\s*#/.test(previous) || /#/.test(line) || (repeated.test(line) && !isGateway(lines, i));
      if (!documented) undocumented.push(`${i + 1}: ${line.trim()}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('renders a variant: S3-compatible endpoint, existing Secret, official form, pull secrets, fixed replicas', () => {
    const variant = renderChart(CHART_DIR, {
      releaseName: 'practice',
      namespace: 'clinic',
      values: {
        image: { repository: 'ghcr.io/acme/clinic', tag: '3f2a1bc' },
        imagePullSecrets: [{ name: 'regcred' }],
        secrets: { existingSecret: 'clinic-prod' },
        fileStorage: { mode: 's3', s3: { bucket: 'acme-clinic', region: 'us-west-2', endpoint: 'https://s3.acme.example', forcePathStyle: true } },
        officialI693: { configMap: 'clinic-i693-form' },
        gateway: { autoscaling: { enabled: false }, replicas: 3 },
        extraEnv: { BATCH_PDF_WORKERS: '4', EXPLAINER_VIDEOS: '{"en":"abc"}' },
        ingress: { className: 'nginx', annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' } },
      },
    });
    validateAll(variant);
    checkProductionRules(variant);
    expect(byKind(variant, 'Secret')).toHaveLength(0);
    const gateway = named(variant, 'Deployment', 'practice-clinic-gateway')!;
    expect(gateway.spec.replicas).toBe(3);
    expect(named(variant, 'HorizontalPodAutoscaler', 'practice-clinic-gateway')).toBeUndefined();
    const pod = gateway.spec.template.spec;
    expect(pod.imagePullSecrets).toEqual([{ name: 'regcred' }]);
    expect(pod.containers[0].image).toBe('ghcr.io/acme/clinic:3f2a1bc');
    expect(pod.containers[0].envFrom[1]).toEqual({ secretRef: { name: 'clinic-prod' } });
    expect(pod.volumes).toContainEqual({ name: 'official-i693', configMap: { name: 'clinic-i693-form' } });
    const config = named(variant, 'ConfigMap', 'practice-clinic-config')!.data;
    expect(config).toEqual(
      expect.objectContaining({
        S3_ENDPOINT: 'https://s3.acme.example',
        S3_FORCE_PATH_STYLE: 'true',
        S3_REGION: 'us-west-2',
        I693_FORM_PDF: '/etc/clinic/forms/i-693.pdf',
        BATCH_PDF_WORKERS: '4',
        EXPLAINER_VIDEOS: '{"en":"abc"}',
      }),
    );
    expect(named(variant, 'Ingress', 'practice-clinic')!.spec.ingressClassName).toBe('nginx');
  });

  it('renders a variant: local files on a ReadWriteMany claim shared by the svc-core pods, secrets from values', () => {
    const variant = renderChart(CHART_DIR, {
      values: {
        fileStorage: { mode: 'local' },
        secrets: {
          values: { DATABASE_URL: 'postgres://clinic:pw@db:5432/clinic', JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n' },
        },
      },
    });
    validateAll(variant);
    checkProductionRules(variant);
    const pvc = named(variant, 'PersistentVolumeClaim', 'clinic-files')!;
    expect(pvc.spec.accessModes).toEqual(['ReadWriteMany']);
    for (const name of ['clinic-core-api', 'clinic-core-worker']) {
      expect(named(variant, 'Deployment', name)!.spec.template.spec.volumes).toContainEqual({
        name: 'data',
        persistentVolumeClaim: { claimName: 'clinic-files' },
      });
    }
    expect(named(variant, 'Deployment', 'clinic-gateway')!.spec.template.spec.volumes).toContainEqual({ name: 'data', emptyDir: { sizeLimit: '2Gi' } });
    const secret = named(variant, 'Secret', 'clinic-secrets')!;
    expect(secret.stringData).toEqual({
      DATABASE_URL: 'postgres://clinic:pw@db:5432/clinic',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
    });
    expect(named(variant, 'ConfigMap', 'clinic-config')!.data.S3_BUCKET).toBeUndefined();
    // A change of a secret rolls the pods (checksum annotation).
    const before = named(renderChart(CHART_DIR), 'Deployment', 'clinic-core-api')!.spec.template.metadata.annotations['checksum/secret'];
    expect(named(variant, 'Deployment', 'clinic-core-api')!.spec.template.metadata.annotations['checksum/secret']).not.toBe(before);
  });

  it('refuses an autoscaler below 2 replicas and an unknown storage mode', () => {
    expect(() => renderChart(CHART_DIR, { values: { coreApi: { autoscaling: { minReplicas: 1 } } } })).toThrow(/minReplicas must be at least 2/);
    expect(() => renderChart(CHART_DIR, { values: { fileStorage: { mode: 'nfs' } } })).toThrow(/fileStorage.mode must be s3 or local/);
  });
});

describe('compose file deploy/compose.yaml', () => {
  const compose = loadCompose();

  it('matches the Compose Specification schema', () => {
    // dclint's package exports no subpaths: read its copy of the schema from its folder. Its $schema names
    // draft-07 by an address ajv does not know; ajv's default dialect is draft-07.
    const dclintDir = path.dirname(require.resolve('dclint/package.json'));
    const { $schema: _draft, ...schema } = JSON.parse(fs.readFileSync(path.join(dclintDir, 'schemas', 'compose.schema.json'), 'utf8')) as Obj;
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(valid ? [] : validate.errors).toEqual([]);
    // ... and the schema does catch a mistake.
    expect(validate({ ...compose, services: { ...compose.services, gateway: { ...compose.services.gateway, restart_policy: 'always' } } })).toBe(false);
  });

  it('runs PostgreSQL, Redis, the gateway, two svc-core APIs, a worker and svc-notify after the migrations', () => {
    const services = compose.services as Obj;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'migrate', 'gateway', 'core-api-1', 'core-api-2', 'core-worker', 'notify']),
    );
    expect(services.migrate.command).toEqual(['node', 'svc-core/dist/cli/migrate.js']);
    for (const name of ['core-api-1', 'core-api-2', 'core-worker', 'notify']) {
      expect(services[name].depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(services[name].healthcheck.test.join(' ')).toMatch(/\/readyz/);
    }
    expect(services.gateway.healthcheck.test.join(' ')).toMatch(/127\.0\.0\.1:8080\/readyz/);
    expect(services.gateway.environment.CORE_URL).toBe('http://core-api-1:8081,http://core-api-2:8081');
    expect(services['core-worker'].command).toContain('--role=worker');
    // Files on one shared named volume, the database on its own.
    for (const name of ['core-api-1', 'core-api-2', 'core-worker']) expect(services[name].volumes).toContain('files:/var/lib/clinic');
    expect(services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'files', 'redisdata']));
    // The services run as the image's non-root user with a read-only root file system.
    for (const name of ['gateway', 'core-api-1', 'core-api-2', 'core-worker', 'notify', 'migrate']) {
      expect(services[name]).toEqual(expect.objectContaining({ read_only: true, cap_drop: ['ALL'] }));
      expect(services[name].user).toBeUndefined();
      expect(services[name].environment.NODE_ENV).toBe('production');
    }
  });
});

describe('image deploy/Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(__dirname, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('is multi-stage with a slim runtime stage that runs as a numeric non-root user under tini', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/ARG NODE_RUNTIME_IMAGE=node:20-bookworm-slim/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(runtime).toMatch(/^USER 10001:10001$/m);
    expect(runtime).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    // No compiler or package manager work in the final image beyond installing tini.
    expect(runtime).not.toMatch(/npm (ci|install)|build-essential|g\+\+|python3/);
    expect(runtime).toMatch(/ENV NODE_ENV=production/);
  });

  it('builds every entry point the chart and the compose file run', () => {
    for (const file of new Set(containerCommands().map((c) => c.file))) expect(dockerfile).toContain(`test -f /runtime/${file}`);
  });
});
