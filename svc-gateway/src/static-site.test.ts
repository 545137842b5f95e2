import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from './app';
import { defaultStaticRoots, IMMUTABLE, NO_CACHE } from './static-site';
import { rawGet, startGateway, testConfig, testKeys, testLogger, type Listening } from './test-support';
import type { TokenKey } from '@clinic/server-kit';

let repo: string;
let gateway: Listening;
let verifyKey: TokenKey;
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a9c8b1d.js"></script></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** A build's script with the brotli and gzip copies the build writes beside it. */
const PRECOMPRESSED = { path: '/mfe/mfe-public/page.0a1b2c3d4e.js', text: `export const page = ${JSON.stringify('y'.repeat(3000))};` };
const PRECOMPRESSED_COPIES = { br: brotliCompressSync(PRECOMPRESSED.text), gzip: gzipSync(PRECOMPRESSED.text, { level: 9 }) };

function write(relative: string, content: string | Buffer) {
  const file = path.join(repo, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
  write('shell/dist/index.html', INDEX);
  write('shell/dist/main.3f2a9c8b1d.js', BIG_SCRIPT);
  write('shell/dist/robots.txt', 'User-agent: *');
  write('mfe-public/dist/remoteEntry.js', 'var remote = 1;');
  write('mfe-public/dist/mf-manifest.json', '{"name":"mfe-public"}');
  write('mfe-public/dist/mf-stats.json', '{}');
  write('mfe-public/dist/static/js/812.a1b2c3d4e5f60718.js', 'var chunk = 1;');
  write(`mfe-public/dist/${path.basename(PRECOMPRESSED.path)}`, PRECOMPRESSED.text);
  write(`mfe-public/dist/${path.basename(PRECOMPRESSED.path)}.br`, PRECOMPRESSED_COPIES.br);
  write(`mfe-public/dist/${path.basename(PRECOMPRESSED.path)}.gz`, PRECOMPRESSED_COPIES.gzip);
  write('secret.txt', 'top secret');
  verifyKey = (await testKeys()).verifyKey;
  gateway = await startGateway({ config: testConfig(), verifyKey, logger: testLogger, staticRoots: defaultStaticRoots(repo), remoteEnv: {} });
});

afterAll(async () => {
  await gateway?.close();
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('remote registry', () => {
  it('points every remote at its manifest on this gateway by default', async () => {
    const res = await fetch(`${gateway.url}/mfe/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await res.json()).toEqual({
      'mfe-public': '/mfe/mfe-public/mf-manifest.json',
      'mfe-booking': '/mfe/mfe-booking/mf-manifest.json',
      'mfe-admin-leads': '/mfe/mfe-admin-leads/mf-manifest.json',
      'mfe-admin-calendar': '/mfe/mfe-admin-calendar/mf-manifest.json',
      'mfe-i693': '/mfe/mfe-i693/mf-manifest.json',
    });
  });

  it('takes a remote from its environment variable and allows its origin in the CSP', async () => {
    const gw = await startGateway({
      config: testConfig(),
      verifyKey,
      logger: testLogger,
      staticRoots: defaultStaticRoots(repo),
      remoteEnv: { REMOTE_MFE_BOOKING: 'https://cdn.example.com/booking/v2/mf-manifest.json' },
    });
    try {
      const res = await fetch(`${gw.url}/mfe/remotes.json`);
      const registry = (await res.json()) as Record<string, string>;
      expect(registry['mfe-booking']).toBe('https://cdn.example.com/booking/v2/mf-manifest.json');
      expect(registry['mfe-public']).toBe('/mfe/mfe-public/mf-manifest.json');
      const csp = (await fetch(`${gw.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
      expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    } finally {
      await gw.close();
    }
  });

  it('refuses to start with a malformed override', () => {
    expect(() => createApp({ config: testConfig(), verifyKey, logger: testLogger, remoteEnv: { REMOTE_MFE_I693: 'not a url' } })).toThrow(/REMOTE_MFE_I693/);
  });
});

describe('static files and cache headers', () => {
  const cases: [string, string][] = [
    ['/', NO_CACHE],
    ['/main.3f2a9c8b1d.js', IMMUTABLE],
    ['/robots.txt', NO_CACHE],
    ['/mfe/mfe-public/remoteEntry.js', NO_CACHE],
    ['/mfe/mfe-public/mf-manifest.json', NO_CACHE],
    ['/mfe/mfe-public/mf-stats.json', NO_CACHE],
    ['/mfe/mfe-public/static/js/812.a1b2c3d4e5f60718.js', IMMUTABLE],
  ];
  it.each(cases)('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const res = await fetch(`${gateway.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('lets a shell elsewhere load a remote (CORS and CORP on /mfe/)', async () => {
    const res = await fetch(`${gateway.url}/mfe/mfe-public/mf-manifest.json`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.json()).toEqual({ name: 'mfe-public' });
  });

  it('answers the shell for page routes, including unknown ones (the shell shows the 404 page)', async () => {
    for (const page of ['/', '/admin/clients', '/booking/1234-abcd', '/no/such/page']) {
      const res = await fetch(`${gateway.url}${page}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers JSON 404 for a missing asset or remote file', async () => {
    for (const url of ['/missing.3f2a9c8b.js', '/mfe/mfe-public/nope.js', '/mfe/mfe-unknown/remoteEntry.js', '/mfe/mfe-booking/remoteEntry.js']) {
      const res = await fetch(`${gateway.url}${url}`, { headers: { accept: '*/*' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await fetch(`${gateway.url}/mfe/mfe-public/remoteEntry.js`);
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();
    // fetch() adds Cache-Control: no-cache to conditional requests, as a browser's own revalidation does not.
    const again = await rawGet(gateway.url, '/mfe/mfe-public/remoteEntry.js', { 'if-modified-since': lastModified! });
    expect(again.status).toBe(304);
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await rawGet(gateway.url, '/main.3f2a9c8b1d.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await rawGet(gateway.url, '/main.3f2a9c8b1d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(gateway.url, '/main.3f2a9c8b1d.js');
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it("serves a build's precompressed copy to a client that accepts it, and the file itself to one that does not", async () => {
    const br = await rawGet(gateway.url, PRECOMPRESSED.path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.body.equals(PRECOMPRESSED_COPIES.br)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(PRECOMPRESSED.text);
    const gzip = await rawGet(gateway.url, PRECOMPRESSED.path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PRECOMPRESSED.text);
    const plain = await rawGet(gateway.url, PRECOMPRESSED.path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PRECOMPRESSED.text);
  });

  it('refuses paths that climb out of a build folder', async () => {
    for (const raw of [
      '/../secret.txt',
      '/mfe/mfe-public/../../secret.txt',
      '/mfe/mfe-public/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/mfe/mfe-public/%2e%2e%5c..%5csecret.txt',
    ]) {
      const res = await rawGet(gateway.url, raw);
      expect([400, 403, 404]).toContain(res.status);
      expect(res.text).not.toContain('top secret');
      expect(JSON.parse(res.text)).toMatchObject({ error: expect.any(String) });
    }
  });

  it('says so when the shell is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-empty-'));
    const gw = await startGateway({ config: testConfig(), verifyKey, logger: testLogger, staticRoots: defaultStaticRoots(empty), remoteEnv: {} });
    try {
      const res = await fetch(`${gw.url}/`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    } finally {
      await gw.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
