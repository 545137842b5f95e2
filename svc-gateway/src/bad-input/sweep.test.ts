/**
 * The bad-input sweep: every route of contracts API_ROUTES, through the gateway and straight at the
 * service that owns it, with no token, a staff token and an admin token, gets hostile path
 * parameters, query values and (for writes) bodies. No answer may be a 5xx or a dropped connection;
 * every 4xx is the JSON error shape; a refused request stores nothing; no write is accepted; and no
 * bad value gets as far as the database (a request schema refuses it first). A route added to
 * API_ROUTES is swept without anyone adding it here.
 */
import http from 'node:http';
import { API_ROUTES, type ApiRouteDef } from '@clinic/contracts';
import { DATA_EXCEPTION_LOG_MESSAGE } from '@clinic/server-kit';
import { TEST_SEED_PASSWORD } from '@clinic/svc-core/src/test-support';
import { apiPath, contractFieldNames, hostileRequestsFor, isWrite, type HostileRequest } from './hostile-requests';
import { StorageWatch, startWholeStack, type WholeStack } from './whole-stack';

jest.setTimeout(10 * 60_000);

let stack: WholeStack;
const tokens: Record<string, string | undefined> = { 'no token': undefined };
const sentPerRoute = new Map<string, number>();
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

interface Answer {
  status: number;
  type: string;
  text: string;
}

/**
 * One request. A kept-alive socket the server closed as idle just as it was reused fails with
 * ECONNRESET before the request reached the server (Node's documented race): that one is sent again.
 */
function send(baseUrl: string, request: HostileRequest, token: string | undefined): Promise<Answer> {
  return sendOnce(baseUrl, request, token).catch((err: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    if (err.reusedSocket && err.code === 'ECONNRESET') return sendOnce(baseUrl, request, token);
    throw err;
  });
}

function sendOnce(baseUrl: string, request: HostileRequest, token: string | undefined): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body) headers['content-length'] = String(request.body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, agent, method: request.method, path: apiPath(request), headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(request.body);
  });
}

function isErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as unknown;
    return (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { error?: unknown }).error === 'string' &&
      typeof (body as { msg?: unknown }).msg === 'string'
    );
  } catch {
    return false;
  }
}

/** What is wrong with one answer, if anything (state changes are checked by the caller). */
function problemWith(route: ApiRouteDef, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status >= 400) {
    if (route.reply === 'html' && answer.type.startsWith('text/html')) return undefined;
    if (!answer.type.startsWith('application/json') || !isErrorShape(answer.text))
      return `answered ${answer.status} without the {error, msg} JSON shape: ${answer.type} ${answer.text.slice(0, 200)}`;
    return undefined;
  }
  // noInput 'without-two-factor' counts as true: the sweep's accounts have no two-factor (login() below gets a token without a code).
  if (isWrite(route.method) && !route.noInput) return `accepted a hostile write with ${answer.status}: ${answer.text.slice(0, 200)}`;
  return undefined;
}

async function login(username: string): Promise<string> {
  const res = await fetch(`${stack.gateway.url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_SEED_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`could not sign in as ${username}`);
  return body.token;
}

async function signInAgain(): Promise<void> {
  tokens['staff token'] = await login('staff');
  tokens['admin token'] = await login('admin');
}

beforeAll(async () => {
  stack = await startWholeStack();
  await signInAgain();
});

// A route that ends the caller's session (logout) is swept like any other: the next one gets fresh sign-ins.
afterEach(async () => {
  const alive = await fetch(`${stack.gateway.url}/api/v1/auth/session/`, { headers: { authorization: `Bearer ${tokens['admin token']}` } });
  const staffAlive = await fetch(`${stack.gateway.url}/api/v1/auth/session/`, { headers: { authorization: `Bearer ${tokens['staff token']}` } });
  if (alive.status !== 200 || staffAlive.status !== 200) await signInAgain();
});

afterAll(async () => {
  agent.destroy();
  await stack?.close();
  if (sentPerRoute.size > 0) {
    const width = Math.max(...[...sentPerRoute.keys()].map((k) => k.length));
    const lines = [...sentPerRoute].map(([route, n]) => `  ${route.padEnd(width)}  ${String(n).padStart(5)}`);
    const total = [...sentPerRoute.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Bad-input sweep: requests sent per route (through the gateway and directly)\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${String(total).padStart(5)}`,
    );
  }
});

const fields = contractFieldNames();

describe.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (name, route) => {
  it('refuses hostile input with a clean 4xx and stores nothing', async () => {
    const problems: string[] = [];
    const targets = { gateway: stack.gateway.url, [`svc-${route.service}`]: stack.serviceUrl(route.service) };
    const loggedBefore = Object.fromEntries(Object.entries(stack.logs).map(([service, log]) => [service, log.lines.length]));
    const storage = await StorageWatch.start(stack);
    let sent = 0;
    for (const [targetName, baseUrl] of Object.entries(targets)) {
      for (const [tokenName, token] of Object.entries(tokens)) {
        for (const request of hostileRequestsFor(route, fields)) {
          const where = `${targetName}, ${tokenName}, ${request.label}`;
          sent += 1;
          let answer: Answer;
          try {
            answer = await send(baseUrl, request, token);
          } catch (err) {
            problems.push(`${where}: connection failed (${(err as Error).message})`);
            continue;
          }
          const problem = problemWith(route, answer);
          if (problem) problems.push(`${where}: ${problem}`);
          const changed = await storage.changes();
          if (answer.status >= 400 && changed.length > 0) problems.push(`${where}: refused with ${answer.status} but changed ${changed.join(', ')}`);
        }
      }
    }
    sentPerRoute.set(name, sent);
    for (const [service, log] of Object.entries(stack.logs)) {
      for (const line of log.lines.slice(loggedBefore[service])) {
        if (line.msg === DATA_EXCEPTION_LOG_MESSAGE)
          problems.push(
            `svc-${service}: the database, not a request schema, refused a value (SQLSTATE ${String(line.sqlState)}) on ${String(line.method)} ${String(line.path)}`,
          );
        else if (typeof line.level === 'number' && line.level >= 50)
          problems.push(`svc-${service} logged an error: ${String(line.msg)} ${JSON.stringify(line.err ?? '').slice(0, 300)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
