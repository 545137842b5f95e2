import { PRACTICE_NAME } from '@clinic/contracts';
import { escapeHtml, type Knex } from '@clinic/server-kit';
import type { Outbox } from '../outbox';

/**
 * Records the e-mail of a booking code, handed to svc-notify at once (and retried if it is down).
 * `requestedBy` is the address of the session that asked to book this address's applicants (a
 * lookup), so the reader knows who asked.
 */
export async function emailBookingCode(outbox: Outbox, db: Knex, mail: { to: string; code: string; expiresInMinutes: number; requestedBy?: string }): Promise<void> {
  const why = mail.requestedBy
    ? `${mail.requestedBy} asked to book the applicants of this e-mail address into their appointment at ${PRACTICE_NAME}. If you agree, give them this code.`
    : `Use this code to book your appointment at ${PRACTICE_NAME}.`;
  const lines = [`Your verification code is ${mail.code}. It works for ${mail.expiresInMinutes} minutes.`, why, 'If you did not ask for it, you can ignore this e-mail.'];
  await outbox.send(db, {
    channel: 'email',
    to: mail.to,
    subject: `Your ${PRACTICE_NAME} booking code`,
    text: [...lines, '', PRACTICE_NAME].join('\n\n'),
    html: [...lines.map((line) => `<p>${escapeHtml(line).replace(mail.code, `<strong>${mail.code}</strong>`)}</p>`), `<p>${escapeHtml(PRACTICE_NAME)}</p>`].join('\n'),
    meta: { kind: mail.requestedBy ? 'booking_lookup_code' : 'booking_code' },
  });
}
