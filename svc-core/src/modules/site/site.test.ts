import { startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

describe('GET /site/explainer-videos/', () => {
  let core: TestCore | undefined;
  afterEach(async () => {
    await core?.close();
    core = undefined;
  });

  it('serves the explainer video of each configured language, to anyone', async () => {
    const videos = { en: 'dQw4w9WgXcQ', es: 'aqz-KE-bpKQ' };
    core = await startTestCore({ EXPLAINER_VIDEOS: JSON.stringify(videos) });
    const res = await fetch(`${core.api}/site/explainer-videos/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(videos);
  });

  it('serves an empty map when none are configured (the page then shows no video section)', async () => {
    core = await startTestCore();
    expect(await (await fetch(`${core.api}/site/explainer-videos/`)).json()).toEqual({});
  });
});
