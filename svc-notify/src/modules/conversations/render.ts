import sanitizeHtml from 'sanitize-html';
import { escapeHtml, htmlToText } from '@clinic/server-kit';

export const CHECKLIST_SUBJECT = 'Your immigration medical exam checklist';
export const CHECKLIST_CONSENT_LINE = 'You agreed to receive e-mails about your tests and vaccine reports. We send no newsletters and no spam.';

/** The markup a checklist may keep: text structure and tables, links to web or mail addresses only. */
const CHECKLIST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br', 'span', 'div', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Removes scripts, styles, frames, event handlers, inline styles and unsafe URLs. */
export function sanitizeChecklist(html: string): string {
  return sanitizeHtml(html, CHECKLIST_HTML);
}

export interface ChecklistEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The checklist e-mail: greeting, the sanitised checklist and the consent line. It names no practice
 * contacts: those are practice settings svc-core keeps, and the sender (SMTP_FROM) already says who writes.
 */
export function renderChecklistEmail(firstName: string, safeChecklistHtml: string): ChecklistEmail {
  const greeting = `Hello ${firstName},`;
  const intro = 'Here is the list of vaccines and lab tests needed for your immigration medical exam.';
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<div>${safeChecklistHtml}</div>`,
    `<p><em>${escapeHtml(CHECKLIST_CONSENT_LINE)}</em></p>`,
  ].join('\n');
  const text = [greeting, intro, htmlToText(safeChecklistHtml), CHECKLIST_CONSENT_LINE].join('\n\n');
  return { subject: CHECKLIST_SUBJECT, html, text };
}
