import { DEFAULT_LANGUAGE, fileNamePart, practiceDay, XRAY_ORDER_MESSAGES, xrayOrderEmail, xrayOrderSchema } from '@clinic/contracts';
import { parseWith, type Knex } from '@clinic/server-kit';
import type { Clock } from '../../deps';
import { recordAudit } from '../audit';
import { chestXrayOrderPdf } from '../documents';
import type { Outbox } from '../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { leadLanguage, findLeadByEmail } from '../lead-records';
import type { Actor } from './staff';

/**
 * Send X-Ray Order Email: e-mails the client a chest x-ray lab order (a PDF made with pdfmake), kept
 * as the conversation of that address, in the language of the address's lead (else English). Audited
 * against that lead when there is one, in the transaction that records the e-mail.
 */
export async function sendChestXrayOrder(
  ctx: { knex: Knex; outbox: Outbox; config: PracticeSettingsConfig; clock: Clock },
  body: unknown,
  actor: Actor,
): Promise<{ msg: string }> {
  const input = parseWith(xrayOrderSchema, body);
  const email = input.email.toLowerCase();
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const pdf = await chestXrayOrderPdf(practice, { firstName: input.first_name, lastName: input.last_name, dob: input.dob }, practiceDay(ctx.clock()));
  await ctx.knex.transaction(async (trx) => {
    const lead = await findLeadByEmail(trx, email);
    const language = lead ? await leadLanguage(trx, lead.uuid) : DEFAULT_LANGUAGE;
    const message = xrayOrderEmail({ language, greetingName: input.first_name }, { html: signatureHtml(practice), text: practice.practice_name });
    await ctx.outbox.send(trx, {
      channel: 'email',
      to: email,
      ...message,
      attachments: [
        {
          filename: `Chest-X-Ray-Order-${fileNamePart(input.last_name)}-${fileNamePart(input.first_name)}.pdf`,
          content_type: 'application/pdf',
          content_base64: pdf.toString('base64'),
        },
      ],
      conversation_email: email,
      meta: { kind: 'xray_order', language },
    });
    await recordAudit(trx, { actorUserId: actor.userId, action: 'send_xray_order', entity: 'leads', entityId: lead?.uuid ?? null, details: { email } });
  });
  return { msg: XRAY_ORDER_MESSAGES.sent };
}
