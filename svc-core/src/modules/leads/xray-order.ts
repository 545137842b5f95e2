import { fileNamePart, practiceDay, XRAY_ORDER_MESSAGES, xrayOrderSchema } from '@clinic/contracts';
import { escapeHtml, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { chestXrayOrderPdf } from '../documents/chest-xray-order';
import type { Outbox } from '../outbox';
import { signatureHtml } from '../practice-settings/contact';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings/service';
import { findLeadByEmail } from './repo';
import type { Actor } from './staff';

/**
 * Send X-Ray Order Email: e-mails the client a chest x-ray lab order (a PDF made with pdfmake), kept
 * as the conversation of that address. Audited against the lead of the e-mail when there is one, in the
 * transaction that records the e-mail.
 */
export async function sendChestXrayOrder(ctx: { knex: Knex; outbox: Outbox; config: PracticeSettingsConfig }, body: unknown, actor: Actor): Promise<{ msg: string }> {
  const input = parseWith(xrayOrderSchema, body);
  const email = input.email.toLowerCase();
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const pdf = await chestXrayOrderPdf(practice, { firstName: input.first_name, lastName: input.last_name, dob: input.dob }, practiceDay());
  await ctx.knex.transaction(async (trx) => {
    await ctx.outbox.send(trx, {
      channel: 'email',
      to: email,
      subject: 'Your chest x-ray order',
      text: `Dear ${input.first_name},\n\nAttached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.${practice.practice_name ? `\n\n${practice.practice_name}` : ''}`,
      html: `<p>Dear ${escapeHtml(input.first_name)},</p><p>Attached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.</p>${signatureHtml(practice)}`,
      attachments: [{ filename: `Chest-X-Ray-Order-${fileNamePart(input.last_name)}-${fileNamePart(input.first_name)}.pdf`, content_type: 'application/pdf', content_base64: pdf.toString('base64') }],
      conversation_email: email,
      meta: { kind: 'xray_order' },
    });
    const lead = await findLeadByEmail(trx, email);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'send_xray_order', entity: 'leads', entityId: lead?.uuid ?? null, details: { email } });
  });
  return { msg: XRAY_ORDER_MESSAGES.sent };
}
