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

describe('GET /site/i693-tutorial-videos/', () => {
  let core: TestCore | undefined;
  afterEach(async () => {
    await core?.close();
    core = undefined;
  });

  it('serves the I-693 video tutorial of each configured language apart from the explainer videos', async () => {
    core = await startTestCore({ I693_TUTORIAL_VIDEOS: JSON.stringify({ en: 'tutorialEN01' }), EXPLAINER_VIDEOS: JSON.stringify({ en: 'explainEN01' }) });
    expect(await (await fetch(`${core.api}/site/i693-tutorial-videos/`)).json()).toEqual({ en: 'tutorialEN01' });
    expect(await (await fetch(`${core.api}/site/explainer-videos/`)).json()).toEqual({ en: 'explainEN01' });
  });
});
