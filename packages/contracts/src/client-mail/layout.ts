import { escapeHtml } from '../html';
import { isRtl, type LanguageCode } from '../languages';

/** The practice's signature under a client e-mail, as HTML and as plain text. */
export interface EmailSignature {
  html: string;
  text: string;
}

/** An e-mail to a client, ready for the outbox. */
export interface ClientEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The HTML of an e-mail to a client: the body set in the language's direction (`dir="rtl"` for ar,
 * fa, ps), the message's paragraphs (HTML), then the practice's signature (`signatureHtml`).
 */
export function clientEmailHtml(language: LanguageCode, parts: readonly string[], signatureHtml: string): string {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return [`<body dir="${dir}" lang="${language}"><div dir="${dir}" lang="${language}">`, ...parts, signatureHtml, '</div></body>'].filter(Boolean).join('\n');
}

/** An e-mail's plain text and HTML, each closed by the practice's signature; the HTML laid out by clientEmailHtml. */
export function signedEmail(
  language: LanguageCode,
  textLines: readonly string[],
  htmlParts: readonly string[],
  signature: EmailSignature,
): { text: string; html: string } {
  return {
    text: [...textLines, ...(signature.text ? ['', signature.text] : [])].join('\n'),
    html: clientEmailHtml(language, htmlParts, signature.html),
  };
}

/** A person's name in the HTML, isolated so that a Latin name keeps its place in right-to-left text. */
export function nameHtml(name: string): string {
  return `<bdi>${escapeHtml(name)}</bdi>`;
}

/** A name or left-to-right data in the plain text of a message, isolated (U+2068…U+2069) when the language is right-to-left. */
export function isolateText(language: LanguageCode, value: string): string {
  return isRtl(language) ? `\u2068${value}\u2069` : value;
}
