import { startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { placeApplicant } from '../leads/service';

export { demoDay, demoFamily, officeUuid } from '../calendar-sync/test-support';

/** svc-core on a database of its own, with a fake svc-notify that keeps every e-mail sent. */
export interface BookingTestCore {
  core: TestCore;
  notify: FakeNotify;
  call(method: 'GET' | 'POST', path: string, options?: { body?: unknown; token?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  /** The last booking code e-mailed to the address. */
  lastCodeTo(email: string): string;
  /** A booking token for the e-mail, by the landing's two steps. */
  bookingToken(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBookingTestCore(env: Record<string, string> = {}): Promise<BookingTestCore> {
  const notify = await startFakeNotify();
  const core = await startTestCore({ NOTIFY_URL: notify.url, ...env });
  const call: BookingTestCore['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${core.api}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const lastCodeTo = (email: string) => {
    const sent = notify.messages.filter((m) => m.message.to === email);
    const match = /verification code is (\d{6})/.exec(sent.at(-1)?.message.text ?? '');
    if (!match) throw new Error(`no code e-mailed to ${email}`);
    return match[1]!;
  };
  return {
    core,
    notify,
    call,
    lastCodeTo,
    async bookingToken(email) {
      const asked = await call('POST', '/booking/request-otp/', { body: { email } });
      if (asked.status !== 200) throw new Error(`request-otp answered ${asked.status}: ${JSON.stringify(asked.body)}`);
      const verified = await call('POST', '/booking/verify-otp/', { body: { email, otp_code: lastCodeTo(email) } });
      if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
      return verified.body.access_token as string;
    },
    async close() {
      await core.close();
      await notify.close();
    },
  };
}

/**
 * `count` applicants of a new lead `email`, each ready to book: every checklist item done and an
 * I-693 application matched (a copy of the demo family's first one, under their name).
 */
export async function bookableApplicants(core: TestCore, email: string, count: number): Promise<string[]> {
  const { knex } = core;
  const template = (await knex('i693_applications')
    .whereRaw('lower(email) = ?', ['demo.family@example.com'])
    .orderBy('created_on')
    .first('uuid', 'applicant_uuid')) as { uuid: string; applicant_uuid: string };
  const { current_checklist: checklist } = await knex('applicants').where({ uuid: template.applicant_uuid }).first('current_checklist');
  const columns = (
    (await knex('information_schema.columns').where({ table_name: 'i693_applications', is_generated: 'NEVER' }).pluck('column_name')) as string[]
  ).filter((c) => c !== 'uuid');
  return knex.transaction(async (trx) => {
    const uuids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const person = { email, first_name: `Person${i + 1}`, last_name: 'Tester', dob: '1990-01-01' };
      const { leadUuid, applicantUuid } = await placeApplicant(trx, person);
      await trx('applicants')
        .where({ uuid: applicantUuid })
        .update({ current_checklist: JSON.stringify(checklist) });
      const overrides: Record<string, unknown> = {
        lead_uuid: leadUuid,
        applicant_uuid: applicantUuid,
        email,
        pdf_email: email,
        first_name: person.first_name,
        last_name: person.last_name,
        dob: person.dob,
        appointment_office: null,
        appointment_date: null,
      };
      const values = columns.map((c) => (c in overrides ? trx.raw('?', [overrides[c] as string | null]) : trx.raw('??', [c])));
      await trx.raw(
        `insert into i693_applications (${columns.map(() => '??').join(', ')}) select ${values.map(() => '?').join(', ')} from i693_applications where uuid = ?`,
        [...columns, ...values, template.uuid],
      );
      uuids.push(applicantUuid);
    }
    return uuids;
  });
}
