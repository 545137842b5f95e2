import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenKey } from '@clinic/server-kit';
import { defaultStaticRoots } from './static-site';
import { startGateway, testConfig, testKeys, testLogger, type Listening } from './test-support';

let repo: string;
let gateway: Listening;
let verifyKey: TokenKey;
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a9c8b1d.js"></script></body></html>';

function write(relative: string, content: string) {
  const file = path.join(repo, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The preload hints of a page navigation, one `Link` entry each. */
async function hintsOf(url: string): Promise<string[]> {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(INDEX);
  const link = res.headers.get('link');
  return link ? link.split(', ') : [];
}

const hint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

beforeAll(async () => {
  // Only mfe-public is built here: the hints do not depend on a remote's files.
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-hints-'));
  write('shell/dist/index.html', INDEX);
  write('shell/dist/main.3f2a9c8b1d.js', 'var main = 1;');
  write('mfe-public/dist/mf-manifest.json', '{"name":"mfe-public"}');
  verifyKey = (await testKeys()).verifyKey;
  gateway = await startGateway({ config: testConfig(), verifyKey, logger: testLogger, staticRoots: defaultStaticRoots(repo), remoteEnv: {} });
});

afterAll(async () => {
  await gateway?.close();
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('preload hints on page navigations', () => {
  it("preloads the registry and the owning remote's manifest on public pages", async () => {
    for (const page of ['/', '/appointments', '/faqs']) {
      expect(await hintsOf(`${gateway.url}${page}`)).toEqual([hint('/mfe/remotes.json'), hint('/mfe/mfe-public/mf-manifest.json')]);
    }
    for (const page of ['/booking', '/booking/1234-abcd']) {
      expect(await hintsOf(`${gateway.url}${page}`)).toEqual([hint('/mfe/remotes.json'), hint('/mfe/mfe-booking/mf-manifest.json')]);
    }
    expect(await hintsOf(`${gateway.url}/i-693`)).toEqual([hint('/mfe/remotes.json'), hint('/mfe/mfe-i693/mf-manifest.json')]);
  });

  it('gives no hints for staff pages, pages of the shell itself, unknown pages or assets', async () => {
    for (const page of ['/admin', '/admin/clients', '/admin/i693-applications', '/login', '/no/such/page']) {
      expect(await hintsOf(`${gateway.url}${page}`)).toEqual([]);
    }
    const asset = await fetch(`${gateway.url}/main.3f2a9c8b1d.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('link')).toBeNull();
    const manifest = await fetch(`${gateway.url}/mfe/mfe-public/mf-manifest.json`);
    expect(manifest.headers.get('link')).toBeNull();
  });

  it('names the manifest of a remote served elsewhere as the registry does', async () => {
    const gw = await startGateway({
      config: testConfig(),
      verifyKey,
      logger: testLogger,
      staticRoots: defaultStaticRoots(repo),
      remoteEnv: { REMOTE_MFE_PUBLIC: 'https://cdn.example.com/public/v2/mf-manifest.json' },
    });
    try {
      expect(await hintsOf(`${gw.url}/`)).toEqual([hint('/mfe/remotes.json'), hint('https://cdn.example.com/public/v2/mf-manifest.json')]);
    } finally {
      await gw.close();
    }
  });
});
