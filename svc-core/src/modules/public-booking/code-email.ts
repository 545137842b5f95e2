import { htmlWithLtr } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import type { Outbox } from '../outbox';
import { practiceNameInText, signatureHtml } from '../practice-settings/contact';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings/service';

/**
 * Records the e-mail of a booking code, handed to svc-notify at once (and retried if it is down).
 * `requestedBy` is the address of the session that asked to book this address's applicants (a
 * lookup), so the reader knows who asked.
 */
export async function emailBookingCode(
  ctx: { outbox: Outbox; knex: Knex; config: PracticeSettingsConfig },
  mail: { to: string; code: string; expiresInMinutes: number; requestedBy?: string },
): Promise<void> {
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const name = practiceNameInText(practice);
  const why = mail.requestedBy
    ? `${mail.requestedBy} asked to book the applicants of this e-mail address into their appointment at ${name}. If you agree, give them this code.`
    : `Use this code to book your appointment at ${name}.`;
  const lines = [`Your verification code is ${mail.code}. It works for ${mail.expiresInMinutes} minutes.`, why, 'If you did not ask for it, you can ignore this e-mail.'];
  await ctx.outbox.send(ctx.knex, {
    channel: 'email',
    to: mail.to,
    subject: practice.practice_name ? `Your ${practice.practice_name} booking code` : 'Your booking code',
    text: [...lines, practice.practice_name].filter(Boolean).join('\n\n'),
    html: [...lines.map((line) => `<p>${htmlWithLtr(line, [mail.requestedBy ?? '']).replace(mail.code, `<strong>${mail.code}</strong>`)}</p>`), signatureHtml(practice)].filter(Boolean).join('\n'),
    meta: { kind: mail.requestedBy ? 'booking_lookup_code' : 'booking_code' },
  });
}
