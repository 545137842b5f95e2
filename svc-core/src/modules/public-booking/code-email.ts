import { bookingCodeEmail, DEFAULT_LANGUAGE, type LanguageCode } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { findLeadByEmail } from '../lead-records';
import type { Outbox } from '../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';

/**
 * Records the e-mail of a booking code, handed to svc-notify at once (and retried if it is down), in
 * the language the client's page showed, greeting the address's lead by first name.
 * `requestedBy` is the address of the session that asked to book this address's applicants (a
 * lookup), so the reader knows who asked.
 */
export async function emailBookingCode(
  ctx: { outbox: Outbox; knex: Knex; config: PracticeSettingsConfig },
  mail: { to: string; code: string; expiresInMinutes: number; language?: LanguageCode; requestedBy?: string },
): Promise<void> {
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const lead = await findLeadByEmail(ctx.knex, mail.to);
  const language = mail.language ?? DEFAULT_LANGUAGE;
  const message = bookingCodeEmail(
    {
      language,
      greetingName: lead?.first_name || null,
      code: mail.code,
      expiresInMinutes: mail.expiresInMinutes,
      practiceName: practice.practice_name,
      requestedBy: mail.requestedBy,
    },
    { html: signatureHtml(practice), text: practice.practice_name },
  );
  await ctx.outbox.send(ctx.knex, {
    channel: 'email',
    to: mail.to,
    ...message,
    meta: { kind: mail.requestedBy ? 'booking_lookup_code' : 'booking_code', language },
  });
}
