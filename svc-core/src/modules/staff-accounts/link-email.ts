import { PRACTICE_NAME, SET_PASSWORD_LINK_TTL_HOURS, setPasswordUrl } from '@clinic/contracts';
import { escapeHtml, type Knex } from '@clinic/server-kit';
import type { Outbox } from '../outbox';
import type { PasswordLinkPurpose } from './repo';

export interface LinkMail {
  to: string;
  firstName: string;
  username: string;
  token: string;
  purpose: PasswordLinkPurpose;
}

/**
 * Records the e-mail of a set-password link in the transaction that made the link, so it is sent
 * only if the link exists. It carries the link, never a password.
 */
export async function emailPasswordLink(outbox: Outbox, trx: Knex.Transaction, publicUrl: string, mail: LinkMail): Promise<void> {
  const url = setPasswordUrl(publicUrl, mail.token);
  const validity = `The link works once, for ${SET_PASSWORD_LINK_TTL_HOURS} hours.`;
  const lines =
    mail.purpose === 'invite'
      ? [
          `Hello ${mail.firstName},`,
          `A staff account was made for you at ${PRACTICE_NAME}. Your username is ${mail.username}.`,
          `Choose your password here: ${url}`,
          `${validity} If you did not expect this e-mail, you can ignore it.`,
        ]
      : [
          `Hello ${mail.firstName},`,
          `An admin of ${PRACTICE_NAME} sent you a link to set a new password for your account ${mail.username}.`,
          `Choose your new password here: ${url}`,
          `${validity} Until you use it, your current password keeps working. If you did not expect this e-mail, tell your admin.`,
        ];
  const html = lines.map((line) => {
    const escaped = escapeHtml(line);
    return `<p>${line.includes(url) ? escaped.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escaped}</p>`;
  });
  await outbox.send(trx, {
    channel: 'email',
    to: mail.to,
    subject: mail.purpose === 'invite' ? `Your ${PRACTICE_NAME} staff account` : `Set a new password for ${PRACTICE_NAME}`,
    text: [...lines, PRACTICE_NAME].join('\n\n'),
    html: [...html, `<p>${escapeHtml(PRACTICE_NAME)}</p>`].join('\n'),
    meta: { kind: mail.purpose === 'invite' ? 'staff_account_invite' : 'staff_password_reset' },
  });
}
