import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { startStack, type RunningStack } from '../stack';
import { submitI693Application, uniqueTag } from './helpers';

/*
 * `npm start` keeps the platform up when a service crashes: its own stack, so killing svc-core
 * disturbs no other journey.
 */

let stack: RunningStack;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startStack({ basePort: E2E_PORT + 200, label: 'e2e-supervision', quiet: true });
  api = await playwrightRequest.newContext({ baseURL: stack.baseUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await stack?.stop();
});

async function staffToken(): Promise<string> {
  const login = await api.post('/api/v1/auth/login/', { data: { username: 'staff', password: process.env.SEED_PASSWORD ?? 'dev-password' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('kill -9 of svc-core: the site stays up, its routes answer 503 with Retry-After, and it comes back with its data', async () => {
  test.setTimeout(120_000);
  const last = `Crash${uniqueTag()}`;
  await submitI693Application(api, { first: 'Rosa', last, dob: '1990-01-02', email: `${last.toLowerCase()}@example.com` });
  const token = await staffToken();
  const list = () => api.get(`/api/v1/i693-application/?search=${last}`, { headers: { authorization: `Bearer ${token}` } });

  const before = stack.servicePid('svc-core')!;
  process.kill(before, 'SIGKILL');

  const down = await list();
  expect(down.status()).toBe(503);
  expect(down.headers()['retry-after']).toBe('5');
  expect(await down.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
  const home = await api.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(/<div id="?root"?>/);
  const health = await api.get('/healthz');
  expect(health.status()).toBe(503);
  expect(await health.json()).toMatchObject({ failing: ['svc-core'] });

  const killedAt = Date.now();
  await expect.poll(async () => (await list()).status(), { timeout: 60_000, intervals: [250] }).toBe(200);
  console.log(`svc-core answered again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after kill -9`);
  expect(stack.servicePid('svc-core')).not.toBe(before);
  expect(await (await list()).json()).toMatchObject({ count: 1, results: [expect.objectContaining({ last_name: last, first_name: 'Rosa' })] });
});
