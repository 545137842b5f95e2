import Koa from 'koa';
import {
  DEMO_PRACTICE_SETTINGS,
  ERROR_CODES,
  PRACTICE_SETTINGS_MESSAGES as M,
  parsePublicPracticeSettings,
  type AdminPracticeSettings,
  type PracticeSettings,
} from '@clinic/contracts';
import { createLogger, loadConfig, PRODUCTION_TEST_ENV, startHttpServer } from '@clinic/server-kit';
import { pdfText } from '../i693/documents/test-support';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { PRACTICE_SETTINGS_ENTITY } from './repo';
import { practiceSettingsRoutes } from './routes';
import { adminPracticeSettings } from './service';

jest.setTimeout(120_000);

const EXPLAINERS = { en: 'explainEN01', es: 'explainES01' };
const TUTORIALS = { en: 'tutorialEN01' };

let core: TestCore;
let notify: FakeNotify;
let admin: string;
beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url, EXPLAINER_VIDEOS: JSON.stringify(EXPLAINERS), I693_TUTORIAL_VIDEOS: JSON.stringify(TUTORIALS) });
  admin = await signIn(core, 'admin');
});
afterAll(async () => {
  await core?.close();
  await notify?.close();
});

async function call(
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(core.api + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const demo: PracticeSettings = { ...DEMO_PRACTICE_SETTINGS, explainer_videos: EXPLAINERS, i693_tutorial_videos: TUTORIALS };

describe('before any change (outside production: the demo practice)', () => {
  it('GET /site/settings/ answers the public part to anyone, with a strong ETag, no-cache, and 304 for a matching If-None-Match', async () => {
    const res = await call('GET', '/site/settings/');
    expect(res.status).toBe(200);
    const { civil_surgeons: _surgeons, ...publicPart } = demo;
    expect(res.body).toEqual(publicPart);
    expect(parsePublicPracticeSettings(res.body)).toEqual(publicPart);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await call('GET', '/site/settings/', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await call('GET', '/site/settings/', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('GET /admin/settings/ gives admins the whole document, nothing missing and no change time', async () => {
    const res = await call('GET', '/admin/settings/', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: demo, missing: [], updated_on: null } satisfies AdminPracticeSettings);
  });
});

describe('who may read and change the settings', () => {
  it.each([
    ['anonymous', null, 401],
    ['staff', 'staff', 403],
    ['external staff', 'ext', 403],
  ] as const)('%s gets %i from GET and PUT /admin/settings/, and nothing changes', async (_who, user, status) => {
    const token = user ? await signIn(core, user) : null;
    expect((await call('GET', '/admin/settings/', { token })).status).toBe(status);
    expect((await call('PUT', '/admin/settings/', { token, body: { ...demo, phone: '(209) 555-0100' } })).status).toBe(status);
    expect((await call('GET', '/site/settings/')).body.phone).toBe(demo.phone);
  });
});

describe('PUT /admin/settings/', () => {
  it.each([
    ['an empty practice name', { practice_name: '  ' }, 'practice_name', M.practiceNameRequired],
    ['a wrong e-mail', { support_email: 'not-an-email' }, 'support_email', M.emailInvalid],
    ['a phone of 7 digits', { phone: '555-0142' }, 'phone', M.phoneInvalid],
    ['a fax with letters', { fax: 'fax me' }, 'fax', M.faxInvalid],
    ['a plain-http reviews link', { reviews_url: 'http://reviews.example.com/x' }, 'reviews_url', M.reviewsUrlInvalid],
    ['a bad video id', { explainer_videos: { en: 'no spaces allowed' } }, 'explainer_videos', M.videoIdInvalid],
    ['a one-letter surgeon name', { civil_surgeons: ['X'] }, 'civil_surgeons.0', M.surgeonNameInvalid],
    ['a missing field', { banner_note: undefined }, 'banner_note', undefined],
  ])('refuses %s with the field message and changes nothing', async (_case, change, field, message) => {
    const res = await call('PUT', '/admin/settings/', { token: admin, body: { ...demo, ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: ERROR_CODES.validation, msg: expect.any(String) });
    expect(res.body.details[field]).toEqual(message ?? expect.any(String));
    expect((await call('GET', '/admin/settings/', { token: admin })).body.updated_on).toBeNull();
  });

  it('stores the document, audits what changed, and the public document shows it on the next load with a new ETag', async () => {
    const before = await call('GET', '/site/settings/');
    const changed = {
      ...demo,
      practice_name: '  Valley Civil Surgeons ',
      phone: '(209) 555-0199',
      civil_surgeons: ['Dr. Ana Ortiz', 'Dr. Li Wei'],
      explainer_videos: { en: 'explainEN02', es: '' },
    };
    const res = await call('PUT', '/admin/settings/', { token: admin, body: changed });
    expect(res.status).toBe(200);
    const saved = { ...changed, practice_name: 'Valley Civil Surgeons', explainer_videos: { en: 'explainEN02' } };
    expect(res.body).toEqual({ settings: saved, missing: [], updated_on: expect.any(String) });
    expect((await call('GET', '/admin/settings/', { token: admin })).body).toEqual(res.body);

    const after = await call('GET', '/site/settings/', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ practice_name: 'Valley Civil Surgeons', phone: '(209) 555-0199', explainer_videos: { en: 'explainEN02' } });
    expect(after.body).not.toHaveProperty('civil_surgeons');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    const [entry] = await core.knex('audit_log').where({ entity: PRACTICE_SETTINGS_ENTITY }).orderBy('id', 'desc').limit(1);
    const adminId = (await core.knex('users').where({ username: 'admin' }).first('id')).id;
    expect(entry).toMatchObject({ action: 'update', actor_user_id: adminId, client_ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Object.keys(entry.details.changed).sort()).toEqual(['civil_surgeons', 'explainer_videos', 'phone', 'practice_name']);
    expect(entry.details.changed.phone).toEqual({ from: demo.phone, to: '(209) 555-0199' });
  });

  it('e-mails and PDFs use the changed settings: the x-ray order e-mail and its PDF name the practice, its phone and its civil surgeons', async () => {
    const staff = await signIn(core, 'staff');
    const res = await call('POST', '/appointments/misc/leads/xray-order/', {
      token: staff,
      body: { first_name: 'Rosa', last_name: 'Diaz', email: 'rosa.diaz@example.com', dob: '02/03/1990' },
    });
    expect(res.status).toBe(200);
    await core.outbox.settled();
    const mail = notify.messages
      .map((m) => m.message)
      .filter((m) => m.to === 'rosa.diaz@example.com')
      .at(-1)!;
    expect(mail.text).toContain('Valley Civil Surgeons');
    expect(mail.text).not.toContain(DEMO_PRACTICE_SETTINGS.practice_name);
    const text = await pdfText(Buffer.from(mail.attachments![0]!.content_base64, 'base64'));
    for (const expected of ['Valley Civil Surgeons', 'Phone (209) 555-0199', 'Dr. Ana Ortiz, Dr. Li Wei']) expect(text).toContain(expected);
    expect(text).not.toContain(DEMO_PRACTICE_SETTINGS.phone);
  });
});

describe('review requests and payment reminders follow the settings', () => {
  it('refuses a review request while no reviews listing is set (409, nothing sent); the payment SMS names the practice and its phone', async () => {
    const staff = await signIn(core, 'staff');
    const application = await core.knex('i693_applications').whereNotNull('phone').whereNot('phone', '').first('uuid');
    const current = (await call('GET', '/admin/settings/', { token: admin })).body.settings as PracticeSettings;
    expect((await call('PUT', '/admin/settings/', { token: admin, body: { ...current, reviews_url: '' } })).status).toBe(200);
    const sentBefore = notify.messages.length;
    expect(await call('POST', `/i693-application/${application.uuid}/review/request/`, { token: staff })).toMatchObject({
      status: 409,
      body: { msg: M.reviewsUrlMissing },
    });

    expect((await call('POST', `/i693-application/${application.uuid}/send-payment-sms/`, { token: staff })).status).toBe(200);
    await core.outbox.settled();
    const sent = notify.messages.slice(sentBefore).map((m) => m.message);
    expect(sent.map((m) => m.meta?.kind)).toEqual(['payment_reminder']);
    expect(sent[0]!.text).toMatch(/^Valley Civil Surgeons: Hello Maria, a reminder .* Questions\? Call \(209\) 555-0199\.$/);
  });
});

describe('in production (NODE_ENV=production): nothing invented', () => {
  const production = { ...loadConfig(PRODUCTION_TEST_ENV), explainerVideos: EXPLAINERS, i693TutorialVideos: TUTORIALS };

  beforeAll(() => core.knex('practice_settings').delete());

  it('the defaults are empty but for the start-up videos, and every required setting is missing', async () => {
    expect(await adminPracticeSettings(core.knex, production)).toEqual({
      settings: {
        practice_name: '',
        support_email: '',
        phone: '',
        fax: '',
        banner_note: '',
        reviews_url: '',
        explainer_videos: EXPLAINERS,
        i693_tutorial_videos: TUTORIALS,
        civil_surgeons: [],
      },
      missing: ['practice_name', 'support_email', 'phone', 'civil_surgeons'],
      updated_on: null,
    });
  });

  it('GET /site/settings/ shows no contact at all', async () => {
    const app = new Koa();
    const router = practiceSettingsRoutes({ ...core.deps, config: production, logger: createLogger('practice-settings-test') });
    app.use(router.routes());
    const server = await startHttpServer(app, { port: 0 });
    try {
      const res = await fetch(`${server.url}/site/settings/`);
      expect(await res.json()).toEqual({
        practice_name: '',
        support_email: '',
        phone: '',
        fax: '',
        banner_note: '',
        reviews_url: '',
        explainer_videos: EXPLAINERS,
        i693_tutorial_videos: TUTORIALS,
      });
    } finally {
      await server.close();
    }
  });
});
