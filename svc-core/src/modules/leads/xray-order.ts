import { fileNamePart, PRACTICE_NAME, practiceDay, XRAY_ORDER_MESSAGES, xrayOrderSchema } from '@clinic/contracts';
import { AppError, escapeHtml, parseWith, type Knex, type Logger, type NotifyClient } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { chestXrayOrderPdf } from '../documents/chest-xray-order';
import { findLeadByEmail } from './repo';
import type { Actor } from './staff';

/**
 * Send X-Ray Order Email: e-mails the client a chest x-ray lab order (a PDF made with pdfmake), kept
 * as the conversation of that address. Audited against the lead of the e-mail when there is one.
 */
export async function sendChestXrayOrder(ctx: { knex: Knex; notify: NotifyClient; logger: Logger }, body: unknown, actor: Actor): Promise<{ msg: string }> {
  const input = parseWith(xrayOrderSchema, body);
  const email = input.email.toLowerCase();
  const pdf = await chestXrayOrderPdf({ firstName: input.first_name, lastName: input.last_name, dob: input.dob }, practiceDay());
  try {
    await ctx.notify.send({
      channel: 'email',
      to: email,
      subject: 'Your chest x-ray order',
      text: `Dear ${input.first_name},\n\nAttached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.\n\n${PRACTICE_NAME}`,
      html: `<p>Dear ${escapeHtml(input.first_name)},</p><p>Attached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.</p><p>${escapeHtml(PRACTICE_NAME)}</p>`,
      attachments: [{ filename: `Chest-X-Ray-Order-${fileNamePart(input.last_name)}-${fileNamePart(input.first_name)}.pdf`, content_type: 'application/pdf', content_base64: pdf.toString('base64') }],
      conversation_email: email,
      meta: { kind: 'xray_order' },
    });
  } catch (err) {
    ctx.logger.warn({ err }, 'the chest x-ray order could not be handed to svc-notify');
    throw new AppError(502, 'NOTIFY_FAILED', XRAY_ORDER_MESSAGES.failed);
  }
  const lead = await findLeadByEmail(ctx.knex, email);
  await recordAudit(ctx.knex, { actorUserId: actor.userId, action: 'send_xray_order', entity: 'leads', entityId: lead?.uuid ?? null, details: { email } });
  return { msg: XRAY_ORDER_MESSAGES.sent };
}
