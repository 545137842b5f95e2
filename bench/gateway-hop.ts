/**
 * What the gateway hop costs: GET /api/v1/users/ (a signed-in staff request) straight at svc-core and
 * through the gateway, at saturation (throughput, autocannon with 100 connections) and at a steady
 * 500 requests a second (latency with sub-millisecond precision).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Agent } from 'undici';

const PATH = '/api/v1/users/';
export const RATIO_BAR = 0.85;
export const ADDED_P50_BAR_MS = 1;

async function saturate(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: 100, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

interface Latencies {
  p50: number;
  p99: number;
  failed: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * `rate` requests a second for `seconds`, sent on schedule whether or not earlier ones have been
 * answered; each timed from its send to the end of its answer.
 */
async function steady(url: string, token: string, rate: number, seconds: number): Promise<Latencies> {
  const agent = new Agent({ connections: 64 });
  const { origin } = new URL(url);
  const total = rate * seconds;
  const timings: number[] = [];
  let failed = 0;
  const inFlight: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const t0 = performance.now();
      inFlight.push(
        agent
          .request({ origin, path: PATH, method: 'GET', headers: { authorization: `Bearer ${token}` } })
          .then(async (res) => {
            await res.body.arrayBuffer();
            if (res.statusCode === 200) timings.push(performance.now() - t0);
            else failed += 1;
          })
          .catch(() => void (failed += 1)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  await agent.close();
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99), failed };
}

/** The process listening on a local port (Linux: `ss`), to read its CPU time. */
function pidOnPort(port: number): number | undefined {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : undefined;
}

/** User plus system CPU time of a process so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `work` and answers the CPU ms per request each listed port's process spent meanwhile. */
async function cpuPerRequest(ports: Record<string, number>, requests: number, work: () => Promise<unknown>): Promise<Record<string, number>> {
  const pids = Object.entries(ports).map(([name, port]) => [name, pidOnPort(port)] as const);
  const before = pids.map(([, pid]) => (pid ? cpuMs(pid) : NaN));
  await work();
  return Object.fromEntries(pids.map(([name, pid], i) => [name, pid ? (cpuMs(pid) - before[i]!) / requests : NaN]));
}

const rps = (r: autocannon.Result): number => Math.round(r.requests.average);
const ms = (n: number): string => `${n.toFixed(2)} ms`;

export async function measureGatewayHop(gatewayUrl: string, coreUrl: string, token: string): Promise<void> {
  console.log('\nGET /api/v1/users/ straight at svc-core and through svc-gateway');
  // Freshly started services run cold code (JIT, connection pools): warm both paths first.
  await saturate(`${gatewayUrl}${PATH}`, token, 3);
  await saturate(`${coreUrl}${PATH}`, token, 2);
  const direct = await saturate(`${coreUrl}${PATH}`, token, 10);
  const viaGateway = await saturate(`${gatewayUrl}${PATH}`, token, 10);
  const ratio = rps(viaGateway) / rps(direct);
  console.log(`  saturation (100 connections, 10 s): svc-core ${rps(direct)} req/s, through the gateway ${rps(viaGateway)} req/s: ratio ${ratio.toFixed(2)} (bar ${RATIO_BAR})`);
  console.log(`    non-2xx ${direct.non2xx} / ${viaGateway.non2xx}, errors ${direct.errors} / ${viaGateway.errors}`);

  const rate = 500;
  const seconds = 10;
  const ports = { 'svc-gateway': Number(new URL(gatewayUrl).port), 'svc-core': Number(new URL(coreUrl).port) };
  let directSteady: Latencies | undefined;
  let gatewaySteady: Latencies | undefined;
  const directCpu = await cpuPerRequest(ports, rate * seconds, async () => (directSteady = await steady(`${coreUrl}${PATH}`, token, rate, seconds)));
  const gatewayCpu = await cpuPerRequest(ports, rate * seconds, async () => (gatewaySteady = await steady(`${gatewayUrl}${PATH}`, token, rate, seconds)));
  const added = gatewaySteady!.p50 - directSteady!.p50;
  console.log(`  steady ${rate} req/s (${seconds} s): svc-core p50 ${ms(directSteady!.p50)} p99 ${ms(directSteady!.p99)}; through the gateway p50 ${ms(gatewaySteady!.p50)} p99 ${ms(gatewaySteady!.p99)}`);
  console.log(`    the hop adds ${ms(added)} to the p50 (bar ${ADDED_P50_BAR_MS} ms); failed ${directSteady!.failed} / ${gatewaySteady!.failed}`);
  console.log(
    `    CPU per request: svc-core ${directCpu['svc-core']!.toFixed(3)} ms direct, ${gatewayCpu['svc-core']!.toFixed(3)} ms behind the gateway; the gateway ${gatewayCpu['svc-gateway']!.toFixed(3)} ms`,
  );
}
