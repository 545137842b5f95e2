import { htmlWithLtr, type PracticeSettings } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';

/*
 * The practice's identity in the texts of e-mails, SMS, PDFs and server pages, from the settings
 * loaded once per message or document. In production, until an admin fills the settings, a value is
 * empty: the line that would show it is left out rather than printed with an empty label.
 */

/** The practice's contact details the documents and messages print. */
export type PracticeContact = Pick<PracticeSettings, 'practice_name' | 'support_email' | 'phone' | 'fax' | 'reviews_url' | 'civil_surgeons'>;

/** The practice's name inside a sentence: "our practice" while no name is set. */
export function practiceNameInText(practice: PracticeContact): string {
  return practice.practice_name || 'our practice';
}

/** "Phone … · Fax … · e-mail", with what is set; '' when nothing is. */
export function contactLine(practice: PracticeContact): string {
  return [practice.phone && `Phone ${practice.phone}`, practice.fax && `Fax ${practice.fax}`, practice.support_email].filter(Boolean).join(' · ');
}

/** Where results and reports go: "fax … or e-mail …", with what is set; '' when neither is. */
export function resultsChannels(practice: PracticeContact): string {
  return [practice.fax && `fax ${practice.fax}`, practice.support_email && `e-mail ${practice.support_email}`].filter(Boolean).join(' or ');
}

/** "Questions? Write to … or call …." with what is set; '' when neither is. */
export function questionsLine(practice: PracticeContact): string {
  const ways = [practice.support_email && `write to ${practice.support_email}`, practice.phone && `call ${practice.phone}`].filter(Boolean).join(' or ');
  return ways ? `Questions? ${ways[0]!.toUpperCase()}${ways.slice(1)}.` : '';
}

/** A line that names the practice's phone, fax or e-mail, as HTML with each of them isolated left to right. */
export function contactHtml(line: string, practice: PracticeContact): string {
  return htmlWithLtr(line, [practice.phone, practice.fax, practice.support_email]);
}

/** Who orders a lab test or an x-ray: the civil surgeons by name when set, at the practice when named. */
export function orderingProvider(practice: PracticeContact): string {
  const who =
    practice.civil_surgeons.length > 0
      ? `${practice.civil_surgeons.join(', ')} (civil surgeon${practice.civil_surgeons.length > 1 ? 's' : ''})`
      : 'Civil surgeon';
  return [who, practice.practice_name].filter(Boolean).join(', ');
}

/** An e-mail's closing paragraph in HTML: the practice's name, or nothing while none is set. */
export function signatureHtml(practice: PracticeContact): string {
  return practice.practice_name ? `<p>${escapeHtml(practice.practice_name)}</p>` : '';
}
