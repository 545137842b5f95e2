import { derivedSecret, RateLimitedError } from '@clinic/server-kit';
import { startTestCore, type TestCore } from '../../test-support';
import { CODE_WINDOW_MINUTES, MAX_CODES_PER_WINDOW, MAX_WRONG_TRIES, oneTimeCodes, type OneTimeCodes } from '.';

jest.setTimeout(60_000);

let core: TestCore;
let clock: Date;
let codes: OneTimeCodes;
let subjectCount = 0;
/** Each test works on subjects of its own. */
const newSubject = () => `person.${(subjectCount += 1)}@example.com`;
const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  core = await startTestCore();
  codes = oneTimeCodes(core.knex, derivedSecret(core.keys.signingKey, 'one-time-codes'), () => clock);
});
beforeEach(() => {
  clock = new Date('2026-03-02T18:00:00Z');
});
afterAll(() => core.close());

describe('one-time codes', () => {
  it('sends six digits, keeps only a keyed hash, and accepts the code once', async () => {
    const subject = newSubject();
    const { code, expiresInMinutes } = await codes.issue('booking', subject);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresInMinutes).toBe(10);

    const stored = await core.knex('one_time_codes').where({ subject });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect(await codes.verify('booking', subject, code)).toBe('accepted');
    expect(await codes.verify('booking', subject, code)).toBe('wrong');
  });

  it('opens only its own purpose and subject; an unknown subject is simply wrong', async () => {
    const subject = newSubject();
    const { code } = await codes.issue('booking', subject);
    expect(await codes.verify('booking-lookup', subject, code)).toBe('wrong');
    expect(await codes.verify('booking', newSubject(), code)).toBe('wrong');
    expect(await codes.verify('booking', subject, code)).toBe('accepted');
  });

  it('works for ten minutes and is expired after', async () => {
    const early = newSubject();
    const first = await codes.issue('document-request', early);
    minutesLater(9.9);
    expect(await codes.verify('document-request', early, first.code)).toBe('accepted');

    const late = newSubject();
    const second = await codes.issue('document-request', late);
    minutesLater(10);
    expect(await codes.verify('document-request', late, second.code)).toBe('expired');
  });

  it(`dies after ${MAX_WRONG_TRIES} wrong tries, even for the right code; a new code starts afresh`, async () => {
    const subject = newSubject();
    const { code } = await codes.issue('booking', subject);
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) expect(await codes.verify('booking', subject, wrongFor(code))).toBe('wrong');
    expect(await codes.verify('booking', subject, code)).toBe('locked');

    const fresh = await codes.issue('booking', subject);
    expect(await codes.verify('booking', subject, fresh.code)).toBe('accepted');
  });

  it('replaces the earlier code when a new one is sent', async () => {
    const subject = newSubject();
    const first = await codes.issue('booking', subject);
    const second = await codes.issue('booking', subject);
    if (first.code !== second.code) expect(await codes.verify('booking', subject, first.code)).toBe('wrong');
    expect(await codes.verify('booking', subject, second.code)).toBe('accepted');
  });

  it(`sends at most ${MAX_CODES_PER_WINDOW} codes to one subject in ${CODE_WINDOW_MINUTES} minutes, then 429 with the wait`, async () => {
    const subject = newSubject();
    for (let i = 0; i < MAX_CODES_PER_WINDOW; i += 1) {
      await codes.issue('booking', subject);
      minutesLater(1);
    }
    const refused = await codes.issue('booking', subject).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: (CODE_WINDOW_MINUTES - MAX_CODES_PER_WINDOW) * 60 });
    expect(await codes.issue('booking', newSubject())).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });

    minutesLater(CODE_WINDOW_MINUTES - MAX_CODES_PER_WINDOW);
    const again = await codes.issue('booking', subject);
    expect(await codes.verify('booking', subject, again.code)).toBe('accepted');
  });

  it('lets exactly one of several simultaneous checks of the right code through', async () => {
    const subject = newSubject();
    const { code } = await codes.issue('booking', subject);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => codes.verify('booking', subject, code)));
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(4);
  });

  it('draws codes that differ from one another, leading zeros kept', async () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 30; i += 1) drawn.add((await codes.issue('booking', newSubject())).code);
    expect(drawn.size).toBeGreaterThan(25);
    for (const code of drawn) expect(code).toMatch(/^\d{6}$/);
  });

  it('tells how long the latest code works and when another may be sent, never the code', async () => {
    const subject = newSubject();
    expect(await codes.status('booking', subject)).toEqual({ expiresInSeconds: 0, retryAfterSeconds: 0 });
    await codes.issue('booking', subject);
    minutesLater(1);
    expect(await codes.status('booking', subject)).toEqual({ expiresInSeconds: 9 * 60, retryAfterSeconds: 0 });
    for (let i = 1; i < MAX_CODES_PER_WINDOW; i += 1) await codes.issue('booking', subject);
    expect(await codes.status('booking', subject)).toEqual({ expiresInSeconds: 10 * 60, retryAfterSeconds: (CODE_WINDOW_MINUTES - 1) * 60 });
    expect(await codes.status('booking-lookup', subject)).toEqual({ expiresInSeconds: 0, retryAfterSeconds: 0 });
  });

  it('counts a used, locked or expired code as no code', async () => {
    const used = newSubject();
    const { code } = await codes.issue('booking', used);
    await codes.verify('booking', used, code);
    expect((await codes.status('booking', used)).expiresInSeconds).toBe(0);

    const locked = newSubject();
    const second = await codes.issue('booking', locked);
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) await codes.verify('booking', locked, wrongFor(second.code));
    expect((await codes.status('booking', locked)).expiresInSeconds).toBe(0);

    const expired = newSubject();
    await codes.issue('booking', expired);
    minutesLater(10);
    expect((await codes.status('booking', expired)).expiresInSeconds).toBe(0);
  });

  it('does not accept a code hashed under another secret', async () => {
    const subject = newSubject();
    const { code } = await codes.issue('booking', subject);
    const otherServer = oneTimeCodes(core.knex, derivedSecret(core.keys.signingKey, 'another use'), () => clock);
    expect(await otherServer.verify('booking', subject, code)).toBe('wrong');
  });
});
