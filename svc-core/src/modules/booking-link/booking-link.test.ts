/**
 * The booking link: sent once, after commit, when an applicant becomes bookable (checklist saved,
 * I-693 linked); never for a rolled-back change; resent by staff on request. Also the reminder that
 * is never sent with nothing to ask for.
 */
import {
  addDays,
  BOOKING_LINK_MESSAGES,
  BOOKING_LINK_NOT_BOOKABLE,
  BOOKING_LINK_TEXTS,
  CHECKLIST_NOTHING_MISSING,
  CHECKLIST_TEXTS,
  practiceDay,
  type Lead,
  type Paginated,
} from '@clinic/contracts';
import { signToken } from '@clinic/server-kit';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { recordBookingLinksForNewlyBookable } from './service';

jest.setTimeout(60_000);

let core: TestCore;
let notify: FakeNotify;
let token = '';

beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
  token = await signIn(core, 'staff');
});
afterAll(async () => {
  await core?.close();
  await notify?.close();
});

async function call<T = Record<string, any>>(method: string, path: string, body?: unknown, auth = token) {
  const res = await fetch(`${core.api}${path}`, {
    method,
    headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const leadByEmail = async (email: string) =>
  (await call<Paginated<Lead>>('GET', `/appointments/misc/leads/?search=${encodeURIComponent(email)}`)).body.results[0]!;
const save = (lead: Lead, changes: Partial<Lead> = {}) => call<Lead>('PUT', `/appointments/misc/leads/${lead.uuid}/`, { ...lead, ...changes });
const sentTo = (to: string) => notify.messages.map((m) => m.message).filter((m) => m.to === to);
const bookingLinksTo = (to: string) => sentTo(to).filter((m) => String(m.meta?.kind).startsWith('booking_link'));

let people = 0;
/** A lead of one adult with a matched I-693 application and everything on the checklist pending. */
async function leadWithMatchedI693(phone = ''): Promise<Lead> {
  people += 1;
  const email = `bookable.${people}@example.com`;
  expect((await call('POST', '/appointments/misc/leads/', { firstName: 'Noor', lastName: `Rahimi${people}`, email, dob: '1991-03-04', phone })).status).toBe(
    201,
  );
  const lead = await leadByEmail(email);
  const [applicant] = lead.applicants;
  await core.knex('i693_applications').insert({
    email,
    pdf_email: email,
    lead_uuid: lead.uuid,
    applicant_uuid: applicant!.uuid,
    first_name: 'Noor',
    last_name: `Rahimi${people}`,
    gender: 'female',
    dob: '1991-03-04',
    phone: '5105550100',
    city_of_birth: 'Kabul',
    country_of_birth: 'Afghanistan',
    street_address: '1 Main St',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    photo_id_type: 'work-permit',
    photo_id: 'W123',
    staff_vaccine_info: JSON.stringify({ qtb_result: 'negative' }),
  });
  return leadByEmail(email);
}

/** The lead with every checklist item of its applicants marked done. */
function completed(lead: Lead): Partial<Lead> {
  const done = <T extends { status: string }>(items: T[]) => items.map((i) => ({ ...i, status: 'done' as const }));
  return {
    applicants: lead.applicants.map((a) => ({
      ...a,
      current_checklist: { vaccines: done(a.current_checklist.vaccines), lab_tests: done(a.current_checklist.lab_tests) },
    })),
  };
}

describe('the booking link when an applicant becomes bookable', () => {
  it('is sent once after the checklist save that completes it, with the link for their e-mail, by e-mail and SMS; not again on a second save', async () => {
    const lead = await leadWithMatchedI693('(510) 555-0199');
    expect((await save(lead, { notes: 'still pending' })).status).toBe(200);
    expect(bookingLinksTo(lead.email)).toEqual([]);

    const saved = await save(lead, completed(lead));
    expect(saved.status).toBe(200);
    await core.outbox.settled();
    const link = `http://clinic.test/booking?email=${encodeURIComponent(lead.email)}`;
    const [mail, ...more] = bookingLinksTo(lead.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: BOOKING_LINK_TEXTS.en.subject,
      conversation_email: lead.email,
      meta: { kind: 'booking_link', language: 'en' },
    });
    expect(mail!.html).toContain(`<a href="${link}">`);
    expect(mail!.html).toContain('<bdi>Noor</bdi>');
    expect(mail!.text).toContain(link);
    expect(sentTo('+15105550199')).toEqual([expect.objectContaining({ channel: 'sms', text: BOOKING_LINK_TEXTS.en.sms('Noor', link) })]);

    expect((await save(saved.body, { notes: 'saved again' })).status).toBe(200);
    await core.outbox.settled();
    expect(bookingLinksTo(lead.email)).toHaveLength(1);
  });

  it('is sent once when two saves complete it at the same time', async () => {
    const lead = await leadWithMatchedI693();
    const answers = await Promise.all([save(lead, completed(lead)), save(lead, { ...completed(lead), notes: 'other tab' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await core.outbox.settled();
    expect(bookingLinksTo(lead.email)).toHaveLength(1);
  });

  it('is sent when linking the I-693 application makes the applicant bookable, in the stored language, right-to-left', async () => {
    const lead = await leadWithMatchedI693();
    const applicationUuid = lead.i693_applications[0]!.uuid;
    await core.knex('i693_applications').where('uuid', applicationUuid).update({ applicant_uuid: null });
    await core.knex('applicants').where('uuid', lead.applicants[0]!.uuid).update({ preferred_language: 'Arabic' });
    expect((await save(lead, completed(lead))).status).toBe(200);
    expect(bookingLinksTo(lead.email)).toEqual([]);

    const linked = await call('PUT', `/appointments/misc/leads/${lead.uuid}/i693-application/`, {
      application_uuid: applicationUuid,
      applicant_uuid: lead.applicants[0]!.uuid,
    });
    expect(linked.status).toBe(200);
    await core.outbox.settled();
    const [mail] = bookingLinksTo(lead.email);
    expect(mail).toMatchObject({ subject: BOOKING_LINK_TEXTS.ar.subject, meta: { language: 'ar' } });
    expect(mail!.html).toContain('<body dir="rtl" lang="ar">');
    expect(mail!.html).toContain(`<span dir="ltr">${lead.email}</span>`);
  });

  it('is sent when an edit of the I-693 application makes the applicant bookable (a negative Quantiferon result)', async () => {
    const lead = await leadWithMatchedI693();
    const saved = await save(lead, { applicants: completed(lead).applicants!.map((a) => ({ ...a, is_tb_positive: true })) });
    expect(saved.status).toBe(200);
    await core.outbox.settled();
    expect(bookingLinksTo(lead.email)).toEqual([]);

    const applicationUuid = lead.i693_applications[0]!.uuid;
    expect(
      (
        await call('PATCH', `/i693-application/${applicationUuid}/`, {
          staff_vaccine_info: { qtb_result: 'negative', qtb_collection_date: addDays(practiceDay(), -1) },
        })
      ).status,
    ).toBe(200);
    await core.outbox.settled();
    expect(bookingLinksTo(lead.email)).toHaveLength(1);
  });

  it('is not sent, nor recorded, for a change that rolls back', async () => {
    const lead = await leadWithMatchedI693();
    const applicant = lead.applicants[0]!.uuid;
    const ctx = { knex: core.knex, outbox: core.outbox, publicUrl: core.config.publicUrl, config: core.config };
    await expect(
      core.knex.transaction(async (trx) => {
        const { applicants } = completed(lead);
        await trx('applicants')
          .where('uuid', applicant)
          .update({ current_checklist: JSON.stringify(applicants![0]!.current_checklist) });
        await recordBookingLinksForNewlyBookable(ctx, trx, [applicant]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await core.outbox.settled();
    await core.outbox.deliverDue();
    expect(bookingLinksTo(lead.email)).toEqual([]);
    expect(await core.knex('booking_link_notices').where('applicant_uuid', applicant).first()).toBeUndefined();

    // The same change made for real sends it.
    await save(lead, completed(lead));
    await core.outbox.settled();
    expect(bookingLinksTo(lead.email)).toHaveLength(1);
  });
});

describe('POST /appointments/misc/leads/{id}/booking-link/ (Send Booking Link)', () => {
  it('resends the link to a bookable lead, refuses anonymous callers and a lead nobody on can book yet', async () => {
    const family = await leadByEmail('demo.family@example.com');
    expect((await call('POST', `/appointments/misc/leads/${family.uuid}/booking-link/`, {}, '')).status).toBe(401);
    // A client's booking token (another audience) is no staff token, whatever its claims say.
    const clientToken = await signToken('booking', { sub: family.email, a: true, s: true }, { key: core.keys.signingKey, ttlSeconds: 600 });
    expect((await call('POST', `/appointments/misc/leads/${family.uuid}/booking-link/`, {}, clientToken)).status).toBe(401);
    expect(bookingLinksTo(family.email)).toEqual([]);

    const sent = await call('POST', `/appointments/misc/leads/${family.uuid}/booking-link/`, {});
    expect(sent).toEqual({ status: 200, body: { msg: BOOKING_LINK_MESSAGES.sent(family.email) } });
    await core.outbox.settled();
    const [mail] = bookingLinksTo(family.email);
    expect(mail).toMatchObject({ meta: { kind: 'booking_link_resend' } });
    for (const name of ['Maria Lopez', 'Jose Lopez', 'Ana Lopez']) expect(mail!.html).toContain(`<bdi>${name}</bdi>`);

    const pending = await leadByEmail('demo.pending@example.com');
    expect(await call('POST', `/appointments/misc/leads/${pending.uuid}/booking-link/`, {})).toEqual({
      status: 409,
      body: { error: BOOKING_LINK_NOT_BOOKABLE, msg: BOOKING_LINK_MESSAGES.notBookable },
    });
    expect((await call('POST', `/appointments/misc/leads/00000000-0000-0000-0000-000000000000/booking-link/`, {})).status).toBe(404);
    expect(bookingLinksTo(pending.email)).toEqual([]);
  });
});

describe('the reminder', () => {
  const remind = (lead: Lead) =>
    call('POST', '/appointments/request/docs/link/', { pre_application_uuid: lead.uuid, email_content: '<p>Please send your records.</p>' });

  it('is refused with nothing to ask for, and sent when only the I-693 form is missing', async () => {
    const family = await leadByEmail('demo.family@example.com');
    const before = sentTo(family.email).length;
    expect(await remind(family)).toEqual({ status: 409, body: CHECKLIST_NOTHING_MISSING });
    expect(sentTo(family.email)).toHaveLength(before);

    const noForm = await leadByEmail('demo.noform@example.com');
    expect((await remind(noForm)).status).toBe(201);
  });

  it('the initial checklist e-mail of an appointment request names the missing I-693 form with its link and no empty section', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      first_name: 'Lina',
      last_name: 'Haddad',
      email: 'initial.reminder@example.com',
      phone: '5105550123',
      dob: '1990-01-01',
      preferred_language: 'Spanish',
    }))
      form.append(k, v);
    const res = await fetch(`${core.api}/appointments/`, { method: 'POST', body: form });
    expect(res.status).toBeLessThan(300);
    await core.outbox.settled();
    const [mail] = sentTo('initial.reminder@example.com');
    // Written in the language of the request (Spanish).
    expect(mail!.html).toContain(`${CHECKLIST_TEXTS.es.i693} <a href="http://clinic.test/i-693-form"`);
    expect(mail!.html).not.toContain('Nothing.');
  });
});
