/**
 * What the gateway hop costs, measured from outside in one run: the CPU time the gateway process spends
 * per request, side by side with a maintained Node proxy, fastify with @fastify/http-proxy
 * (bench/fastify-proxy.mjs), both forwarding to the same svc-core, on a public route
 * (`GET /api/v1/site/settings/`) and a staff route (`GET /api/v1/users/` with a staff token). The gateway's
 * figure includes everything it does on the way (route match, access check with the token, rate-limit
 * bookkeeping, request id, security headers, picking a healthy replica); the fastify proxy only forwards.
 *
 * Both proxies get the same load at the same time: requests paced at a steady rate from this process
 * (undici), every other one to each proxy, in rounds; in each round the CPU time (user + system, from
 * /proc/<pid>/stat) each proxy process spent is divided by its requests. Paced, so the faster proxy does
 * not get a different batching from a higher request rate; at the same time, so whatever else runs on the
 * two shared cores (a GC of svc-core, the load generator, the database) falls on both sides of a round
 * alike: the ratio is read per round, and its median printed. The latency of each path at that rate, and
 * straight at svc-core, is printed too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent } from 'undici';

/** The gateway's CPU per request may be at most this many times the fastify proxy's (issue 21, point 7). */
export const CPU_RATIO_BAR = 1.1;

/** Requests a second, shared by the two proxies. */
const RATE = 500;
const SECONDS = 6;
const ROUNDS = 6;
const FASTIFY_PORT_OFFSET = 10;

const ROUTES = [
  { label: 'public', path: '/api/v1/site/settings/', staff: false },
  { label: 'staff', path: '/api/v1/users/', staff: true },
] as const;

interface Latencies {
  p50: number;
  p99: number;
  failed: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * `rate` requests a second for `seconds`, sent on schedule whether or not earlier ones have been
 * answered, taking the URLs in turn; each timed from its send to the end of its answer. One result per URL.
 */
async function steady(urls: readonly string[], headers: Record<string, string>, rate: number, seconds: number): Promise<Latencies[]> {
  const agent = new Agent({ connections: 64 });
  const targets = urls.map((url) => {
    const { origin, pathname, search } = new URL(url);
    return { origin, path: pathname + search, timings: [] as number[], failed: 0 };
  });
  const total = rate * seconds;
  const inFlight: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const target = targets[sent % targets.length]!;
      const t0 = performance.now();
      inFlight.push(
        agent
          .request({ origin: target.origin, path: target.path, method: 'GET', headers })
          .then(async (res) => {
            await res.body.arrayBuffer();
            if (res.statusCode === 200) target.timings.push(performance.now() - t0);
            else target.failed += 1;
          })
          .catch(() => void (target.failed += 1)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  await agent.close();
  return targets.map(({ timings, failed }) => {
    timings.sort((a, b) => a - b);
    return { p50: percentile(timings, 50), p99: percentile(timings, 99), failed };
  });
}

/** The process listening on a local port (Linux: `ss`), to read its CPU time. */
function pidOnPort(port: number): number | undefined {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : undefined;
}

/** User plus system CPU time of a process so far, in µs (Linux /proc, 100 ticks a second). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Starts bench/fastify-proxy.mjs with plain node in front of `coreUrl`; resolves once it listens. */
async function startFastifyProxy(coreUrl: string, port: number): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'fastify-proxy.mjs')], {
    env: { ...process.env, CORE_URL: coreUrl, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fastify proxy exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
  });
  child.removeAllListeners('exit');
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Side {
  name: string;
  url: string;
  pid: number;
  cpu: number[];
  p50: number[];
  p99: number[];
  failed: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const us = (n: number): string => `${Math.round(n)} µs`;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

/** One paced round through both sides at once: each process's CPU µs per request, and the latencies. */
async function round(sides: readonly Side[], routePath: string, headers: Record<string, string>): Promise<void> {
  const before = sides.map((side) => cpuMicros(side.pid));
  const latencies = await steady(
    sides.map((side) => `${side.url}${routePath}`),
    headers,
    RATE,
    SECONDS,
  );
  sides.forEach((side, i) => {
    side.cpu.push((cpuMicros(side.pid) - before[i]!) / ((RATE * SECONDS) / sides.length));
    side.p50.push(latencies[i]!.p50);
    side.p99.push(latencies[i]!.p99);
    side.failed += latencies[i]!.failed;
  });
}

export async function measureGatewayHop(gatewayUrl: string, coreUrl: string, token: string): Promise<void> {
  const gatewayPort = Number(new URL(gatewayUrl).port);
  const fastify = await startFastifyProxy(coreUrl, gatewayPort + FASTIFY_PORT_OFFSET);
  try {
    const gatewayPid = pidOnPort(gatewayPort);
    if (!gatewayPid) throw new Error(`no process listens on the gateway's port ${gatewayPort}`);
    console.log(`\nThe gateway hop: CPU per request of svc-gateway and of fastify + @fastify/http-proxy, both in front of the same svc-core`);
    console.log(
      `  (${RATE} req/s paced, every other request to each proxy, ${ROUNDS} rounds of ${SECONDS} s per route; CPU from /proc; the median of the rounds' ratios)`,
    );
    for (const route of ROUTES) {
      const headers: Record<string, string> = route.staff ? { authorization: `Bearer ${token}` } : {};
      const sides: Side[] = [
        { name: 'svc-gateway', url: gatewayUrl, pid: gatewayPid, cpu: [], p50: [], p99: [], failed: 0 },
        { name: 'fastify', url: fastify.url, pid: fastify.child.pid!, cpu: [], p50: [], p99: [], failed: 0 },
      ];
      for (const side of sides) {
        const res = await fetch(`${side.url}${route.path}`, { headers });
        if (res.status !== 200) throw new Error(`${side.name} answered ${res.status} to GET ${route.path}`);
        await res.arrayBuffer();
      }
      // Freshly started processes run cold code (JIT, connection pools): warm both first.
      await steady(
        sides.map((side) => `${side.url}${route.path}`),
        headers,
        RATE,
        5,
      );
      for (let r = 0; r < ROUNDS; r++) await round(sides, route.path, headers);
      const [gateway, proxy] = sides as [Side, Side];
      const ratio = median(gateway.cpu.map((cpu, r) => cpu / proxy.cpu[r]!));
      console.log(
        `  ${route.label.padEnd(6)} GET ${route.path}: svc-gateway ${us(median(gateway.cpu))}, fastify ${us(median(proxy.cpu))} per request: ${ratio.toFixed(2)}x (bar ≤ ${CPU_RATIO_BAR}x)` +
          `${ratio <= CPU_RATIO_BAR ? '' : '  ABOVE THE BAR'}`,
      );
      console.log(
        `    rounds: svc-gateway ${gateway.cpu.map((c) => Math.round(c)).join(', ')} µs; fastify ${proxy.cpu.map((c) => Math.round(c)).join(', ')} µs;` +
          ` ratios ${gateway.cpu.map((c, r) => (c / proxy.cpu[r]!).toFixed(2)).join(', ')};` +
          ` p50 ${ms(median(gateway.p50))} / ${ms(median(proxy.p50))}, p99 ${ms(median(gateway.p99))} / ${ms(median(proxy.p99))}; failed ${gateway.failed} / ${proxy.failed}`,
      );
      if (route.staff) {
        // svc-core at the rate the two proxies together sent it.
        const [direct] = (await steady([`${coreUrl}${route.path}`], headers, RATE, SECONDS)) as [Latencies];
        console.log(
          `    straight at svc-core p50 ${ms(direct.p50)} p99 ${ms(direct.p99)}; failed ${direct.failed}: the hop adds ${ms(median(gateway.p50) - direct.p50)} to the p50 through svc-gateway,` +
            ` ${ms(median(proxy.p50) - direct.p50)} through fastify (both proxies loaded at once: on two shared cores the extra CPU queues every request)`,
        );
      }
    }
  } finally {
    await fastify.stop();
  }
}
