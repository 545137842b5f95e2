import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** A personal link's stored form: the hash of its code, the appointment it opens and the lead e-mail whose applicants it reaches. */
export interface NewPersonalLink {
  codeHash: string;
  appointmentUuid: string;
  email: string;
}

export async function insertPersonalLink(db: Db, link: NewPersonalLink): Promise<void> {
  await db('booking_links').insert({ code_hash: link.codeHash, appointment_uuid: link.appointmentUuid, email: link.email });
}

/** The link of that code hash while its appointment is booked and not over. */
export async function findLivePersonalLink(db: Db, codeHash: string): Promise<{ appointment_uuid: string; email: string } | undefined> {
  return (await db('booking_links as b')
    .join('appointments as p', 'p.uuid', 'b.appointment_uuid')
    .where('b.code_hash', codeHash)
    .where('p.status', 'booked')
    .where('p.ends_at', '>', db.fn.now())
    .first('b.appointment_uuid', 'b.email')) as { appointment_uuid: string; email: string } | undefined;
}
