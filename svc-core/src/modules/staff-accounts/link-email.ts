import { SET_PASSWORD_LINK_TTL_HOURS, setPasswordUrl } from '@clinic/contracts';
import { escapeHtml, type Knex } from '@clinic/server-kit';
import { practiceNameInText, signatureHtml, loadPracticeSettings } from '../practice-settings';
import type { Mailing } from './service';
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
export async function emailPasswordLink(mailing: Mailing, trx: Knex.Transaction, mail: LinkMail): Promise<void> {
  const practice = await loadPracticeSettings(trx, mailing.config);
  const name = practiceNameInText(practice);
  const url = setPasswordUrl(mailing.publicUrl, mail.token);
  const validity = `The link works once, for ${SET_PASSWORD_LINK_TTL_HOURS} hours.`;
  const lines =
    mail.purpose === 'invite'
      ? [
          `Hello ${mail.firstName},`,
          `A staff account was made for you at ${name}. Your username is ${mail.username}.`,
          `Choose your password here: ${url}`,
          `${validity} If you did not expect this e-mail, you can ignore it.`,
        ]
      : [
          `Hello ${mail.firstName},`,
          `An admin of ${name} sent you a link to set a new password for your account ${mail.username}.`,
          `Choose your new password here: ${url}`,
          `${validity} Until you use it, your current password keeps working. If you did not expect this e-mail, tell your admin.`,
        ];
  const html = lines.map((line) => {
    const escaped = escapeHtml(line);
    return `<p>${line.includes(url) ? escaped.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escaped}</p>`;
  });
  await mailing.outbox.send(trx, {
    channel: 'email',
    to: mail.to,
    subject: mail.purpose === 'invite' ? `Your staff account at ${name}` : `Set a new password for ${name}`,
    text: [...lines, practice.practice_name].filter(Boolean).join('\n\n'),
    html: [...html, signatureHtml(practice)].filter(Boolean).join('\n'),
    meta: { kind: mail.purpose === 'invite' ? 'staff_account_invite' : 'staff_password_reset' },
  });
}
