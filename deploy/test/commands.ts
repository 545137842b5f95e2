/**
 * The commands the deployment runs: every container of the rendered Helm chart and of compose.yaml, as
 * `node <file> [args]`. Read by deploy/deploy.test.ts and by e2e/tests/deploy-commands.spec.ts, which
 * starts each one from the build output.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { renderChart } from './helm-render';

export const DEPLOY_DIR = path.resolve(__dirname, '..');
export const CHART_DIR = path.join(DEPLOY_DIR, 'helm', 'clinic');
export const COMPOSE_FILE = path.join(DEPLOY_DIR, 'compose.yaml');

/** compose.yaml as Compose reads it (YAML merge keys resolved). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read any part of it
export function loadCompose(): Record<string, any> {
  return YAML.parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true });
}

export interface ContainerCommand {
  /** Where it comes from, e.g. `helm Deployment clinic-core-api` or `compose core-worker`. */
  origin: string;
  /** The script, relative to the image's /app (the repository root). */
  file: string;
  args: string[];
  /** The port its /healthz answers on, when it is a long-running service. */
  port?: number;
}

export function containerCommands(): ContainerCommand[] {
  const out: ContainerCommand[] = [];
  for (const { doc } of renderChart(CHART_DIR)) {
    if (doc.kind !== 'Deployment' && doc.kind !== 'Job') continue;
    const spec = (doc as any).spec.template.spec; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const c of spec.containers as Array<{ args: string[]; ports?: Array<{ containerPort: number }> }>) {
      const [node, file, ...args] = c.args;
      if (node !== 'node' || !file) throw new Error(`${doc.kind} ${doc.metadata.name} does not run node <file>`);
      out.push({ origin: `helm ${doc.kind} ${doc.metadata.name}`, file, args, port: c.ports?.[0]?.containerPort });
    }
  }
  const compose = loadCompose();
  for (const [name, service] of Object.entries<{ command?: string[]; image?: string }>(compose.services)) {
    if (!service.image?.includes('CLINIC_IMAGE')) continue;
    const [node, file, ...args] = service.command ?? [];
    if (node !== 'node' || !file) throw new Error(`compose service ${name} does not run node <file>`);
    const probe = /127\.0\.0\.1:(\d+)\/readyz/.exec(JSON.stringify((service as { healthcheck?: unknown }).healthcheck ?? ''));
    out.push({ origin: `compose ${name}`, file, args, port: probe ? Number(probe[1]) : undefined });
  }
  return out;
}
