/**
 * The landing's two steps against a real database: a code e-mailed only to an address with applicants
 * ready to book (404 with the reasons otherwise), its status without the code, and its verification
 * into a booking token: wrong, expired, reused and brute-forced codes refused alike.
 */
import { BOOKING_CODE_TEXTS } from '@clinic/contracts';
import { MAX_CODES_PER_WINDOW, MAX_WRONG_TRIES } from '../one-time-codes';
import { startBookingTestCore, type BookingTestCore } from './test-support';

jest.setTimeout(60_000);

let t: BookingTestCore;

beforeAll(async () => {
  t = await startBookingTestCore();
});
afterAll(() => t.close());

const request = (email: string) => t.call('POST', '/booking/request-otp/', { body: { email } });
const verify = (email: string, otp_code: string) => t.call('POST', '/booking/verify-otp/', { body: { email, otp_code } });
/** The claims of a token, unverified: what the client could read of it too. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, any>;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const FAMILY = 'demo.family@example.com';

/** The family's codes are limited per address: each test clears them so that it starts afresh. */
beforeEach(async () => {
  await t.core.knex('one_time_codes').delete();
});

describe('POST /booking/request-otp/', () => {
  it('e-mails a 6-digit code to an address with applicants ready to book', async () => {
    const asked = await request('  Demo.Family@Example.com ');
    expect(asked).toMatchObject({
      status: 200,
      body: { success: true, message: 'A verification code has been sent to your email address.', expires_in_minutes: 10 },
    });
    expect(t.lastCodeTo(FAMILY)).toMatch(/^\d{6}$/);
  });

  it('writes the code e-mail in the language the page sent, greeting the lead by first name; English when none is sent', async () => {
    const lead = (await t.core.knex('leads').where({ email: FAMILY }).first('first_name')) as { first_name: string };
    expect((await t.call('POST', '/booking/request-otp/', { body: { email: FAMILY, language: 'ar' } })).status).toBe(200);
    const arabic = t.notify.messages.filter((m) => m.message.to === FAMILY).at(-1)!.message;
    expect(arabic.html).toContain('<body dir="rtl" lang="ar">');
    expect(arabic.html).toContain(BOOKING_CODE_TEXTS.ar.greeting(`<bdi>${lead.first_name}</bdi>`));
    expect(arabic.text).toMatch(/رمز التحقق الخاص بك هو \d{6}/);
    expect((await request(FAMILY)).status).toBe(200);
    expect(t.notify.messages.filter((m) => m.message.to === FAMILY).at(-1)!.message.text).toContain(`Hello ${lead.first_name},`);
  });

  it('refuses a language the site does not have with the field message, and sends nothing', async () => {
    const sentBefore = t.notify.messages.length;
    expect(await t.call('POST', '/booking/request-otp/', { body: { email: FAMILY, language: 'de' } })).toMatchObject({
      status: 400,
      body: { details: { language: 'language must be one of en, zh-CN, pa, ar, es, ps, pt, fa' } },
    });
    expect(t.notify.messages.length).toBe(sentBefore);
  });

  it('answers 404 with how many applicants there are and why none can be booked, and sends nothing', async () => {
    const sentBefore = t.notify.messages.length;
    expect(await request('demo.booked@example.com')).toMatchObject({
      status: 404,
      body: {
        error: 'NOT_FOUND',
        msg: 'No appointments available for this email address. Please check your email or contact support.',
        details: { reasons: ['1 applicant(s) already have an appointment.'], total_applicants: 1 },
      },
    });
    expect((await request('demo.noform@example.com')).body.details).toEqual({
      reasons: ['1 applicant(s) still need to send the I-693 form.'],
      total_applicants: 1,
    });
    expect(await request('nobody@example.com')).toMatchObject({
      status: 404,
      body: { error: 'NO_APPLICANTS', msg: 'No applicants found for this email address.', details: { reasons: [], total_applicants: 0 } },
    });
    expect(t.notify.messages.length).toBe(sentBefore);
    expect(await t.core.knex('one_time_codes').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it(`refuses a ${MAX_CODES_PER_WINDOW + 1}th code in the window with 429 and Retry-After`, async () => {
    for (let i = 0; i < MAX_CODES_PER_WINDOW; i += 1) expect((await request(FAMILY)).status).toBe(200);
    const refused = await request(FAMILY);
    expect(refused).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests. Please try again later.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a missing or malformed e-mail with the field message', async () => {
    expect(await t.call('POST', '/booking/request-otp/', { body: {} })).toMatchObject({ status: 400, body: { details: { email: 'Email is required' } } });
    expect(await request('not-an-email')).toMatchObject({ status: 400, body: { details: { email: 'Please enter a valid email address' } } });
  });
});

describe('GET /booking/otp-status/', () => {
  const status = async (email: string) => (await t.call('GET', `/booking/otp-status/?email=${encodeURIComponent(email)}`)).body;

  it('tells whether a code is active, for how long, and when Resend is allowed, never the code', async () => {
    expect(await status(FAMILY)).toEqual({ email: FAMILY, has_active_code: false, expires_in_seconds: 0, can_resend: true, resend_in_seconds: 0 });
    await request(FAMILY);
    const active = await status(FAMILY);
    expect(active).toMatchObject({ has_active_code: true, can_resend: false });
    expect(active.expires_in_seconds).toBeGreaterThan(590);
    expect(active.resend_in_seconds).toBe(active.expires_in_seconds - 240);
    expect(JSON.stringify(active)).not.toContain(t.lastCodeTo(FAMILY));

    await t.core.knex('one_time_codes').update({ expires_at: t.core.knex.raw(`now() + interval '200 seconds'`) });
    expect(await status(FAMILY)).toMatchObject({ has_active_code: true, can_resend: true, resend_in_seconds: 0 });
  });
});

describe('POST /booking/verify-otp/', () => {
  it('turns the code into a booking token bound to the e-mail for 60 minutes, with the applicants', async () => {
    await request(FAMILY);
    const verified = await verify(FAMILY, t.lastCodeTo(FAMILY));
    expect(verified).toMatchObject({ status: 200, body: { success: true, email: FAMILY, expires_in_minutes: 60, message: 'Verification Successful' } });
    expect(verified.body.applicants.map((a: { first_name: string }) => a.first_name)).toEqual(['Maria', 'Jose', 'Ana']);
    expect(verified.body.applicants[0]).toMatchObject({
      ready_for_booking: true,
      status: 'bookable',
      message: 'Ready to Book',
      is_primary: false,
      age: expect.any(Number),
    });
    const claims = claimsOf(verified.body.access_token);
    expect(claims).toMatchObject({ aud: 'clinic:booking', sub: FAMILY });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('refuses a wrong, an expired and a reused code with the same answer', async () => {
    const invalid = { status: 400, body: { error: 'INVALID_CODE', msg: 'Invalid verification code' } };
    await request(FAMILY);
    const code = t.lastCodeTo(FAMILY);
    expect(await verify(FAMILY, wrong(code))).toMatchObject(invalid);
    expect(await verify('demo.pending@example.com', code)).toMatchObject(invalid);
    expect((await verify(FAMILY, code)).status).toBe(200);
    expect(await verify(FAMILY, code)).toMatchObject(invalid);

    await request(FAMILY);
    await t.core.knex('one_time_codes').update({ expires_at: t.core.knex.raw(`now() - interval '1 second'`) });
    expect(await verify(FAMILY, t.lastCodeTo(FAMILY))).toMatchObject(invalid);
  });

  it(`locks the code after ${MAX_WRONG_TRIES} wrong tries: the 6th try is 429 even with the right code`, async () => {
    await request(FAMILY);
    const code = t.lastCodeTo(FAMILY);
    const answers = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) answers.push((await verify(FAMILY, wrong(code))).status);
    expect(answers).toEqual(Array(MAX_WRONG_TRIES).fill(400));
    const locked = await verify(FAMILY, code);
    expect(locked).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many verification attempts. Please try again later.' } });
    // A new code may be asked for at once: the dead one never works again, so the wait is the minimum.
    expect(locked.headers.get('retry-after')).toBe('1');
  });

  it('refuses a code that is not six digits before looking it up', async () => {
    expect(await verify(FAMILY, '12345')).toMatchObject({ status: 400, body: { details: { otp_code: 'Enter the 6-digit code.' } } });
  });
});

describe('GET /booking/lookup-applicants/', () => {
  it('tells counts and whether a code can be requested, nothing more', async () => {
    const answer = async (email: string) => (await t.call('GET', `/booking/lookup-applicants/?email=${email}`)).body;
    expect(await answer(FAMILY)).toEqual({ email: FAMILY, total_applicants: 3, total_bookable: 3, can_request_code: true });
    expect(await answer('demo.booked@example.com')).toEqual({
      email: 'demo.booked@example.com',
      total_applicants: 1,
      total_bookable: 0,
      can_request_code: false,
    });
    expect(await answer('nobody@example.com')).toEqual({ email: 'nobody@example.com', total_applicants: 0, total_bookable: 0, can_request_code: false });
  });
});
