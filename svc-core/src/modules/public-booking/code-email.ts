import { PRACTICE_NAME } from '@clinic/contracts';
import { AppError, escapeHtml, type Logger, type NotifyClient } from '@clinic/server-kit';

/**
 * E-mails a booking code. `requestedBy` is the address of the session that asked to book this
 * address's applicants (a lookup), so the reader knows who asked. 502 when svc-notify refuses it.
 */
export async function emailBookingCode(
  notify: NotifyClient,
  logger: Logger,
  mail: { to: string; code: string; expiresInMinutes: number; requestedBy?: string },
): Promise<void> {
  const why = mail.requestedBy
    ? `${mail.requestedBy} asked to book the applicants of this e-mail address into their appointment at ${PRACTICE_NAME}. If you agree, give them this code.`
    : `Use this code to book your appointment at ${PRACTICE_NAME}.`;
  const lines = [`Your verification code is ${mail.code}. It works for ${mail.expiresInMinutes} minutes.`, why, 'If you did not ask for it, you can ignore this e-mail.'];
  try {
    await notify.send({
      channel: 'email',
      to: mail.to,
      subject: `Your ${PRACTICE_NAME} booking code`,
      text: [...lines, '', PRACTICE_NAME].join('\n\n'),
      html: [...lines.map((line) => `<p>${escapeHtml(line).replace(mail.code, `<strong>${mail.code}</strong>`)}</p>`), `<p>${escapeHtml(PRACTICE_NAME)}</p>`].join('\n'),
      meta: { kind: mail.requestedBy ? 'booking_lookup_code' : 'booking_code' },
    });
  } catch (err) {
    logger.warn({ err }, 'booking code could not be handed to svc-notify');
    throw new AppError(502, 'NOTIFY_FAILED', 'The code could not be sent right now. Please try again.');
  }
}
