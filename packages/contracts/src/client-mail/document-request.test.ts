import { LANGUAGES } from '../languages';
import { DOCUMENT_REQUEST_TEXTS, documentRequestEmail } from './document-request';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };
const LINK = 'https://clinic.example/document-request/0c6f1d2a';
const UNSUBSCRIBE = 'https://clinic.example/api/appointments/unsubscribe/t.s/';
const email = (language: (typeof LANGUAGES)[number]['code'], kind: 'initial_checklist' | 'document_request' = 'document_request') =>
  documentRequestEmail({ language, kind, messageHtml: '<p>Hello Wei</p>', messageText: 'Hello Wei', link: LINK, unsubscribeUrl: UNSUBSCRIBE }, signature);

describe('the document request e-mail', () => {
  it('in English keeps its subject, link line, text and footer', () => {
    expect(email('en', 'initial_checklist').subject).toBe('Your immigration medical exam: the records we need');
    const sent = email('en');
    expect(sent.subject).toBe('Documents needed for your immigration medical exam');
    expect(sent.html).toContain(`<p><a href="${LINK}">Send your documents</a> (you will get a code by e-mail to open the page).</p>`);
    expect(sent.html).toContain(`<p style="font-size:12px;color:#4a5866">Don't want these reminders? <a href="${UNSUBSCRIBE}">Unsubscribe</a>.</p>`);
    expect(sent.text).toBe(
      ['Hello Wei', '', `Send your documents: ${LINK}`, '', 'Bay & Co Clinic', '', `Don't want these reminders? Unsubscribe: ${UNSUBSCRIBE}`].join('\n'),
    );
  });

  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, the message as written, the link and the footer in the language; right-to-left when it is',
    (code, rtl) => {
      const t = DOCUMENT_REQUEST_TEXTS[code];
      const u = UNSUBSCRIBE_TEXTS[code];
      const sent = email(code);
      expect(sent.subject).toBe(t.subject.document_request);
      expect(email(code, 'initial_checklist').subject).toBe(t.subject.initial_checklist);
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      // The message stays as it was written; the signature, then the footer, come after the link.
      expect(sent.html.indexOf('<p>Hello Wei</p>')).toBeLessThan(sent.html.indexOf(`<p>${t.linkLine(`<a href="${LINK}">${t.link}</a>`)}</p>`));
      expect(sent.html.indexOf(signature.html)).toBeLessThan(sent.html.indexOf(u.footerHtml(`<a href="${UNSUBSCRIBE}">${u.unsubscribe}</a>`)));
      // In plain text a link is isolated from right-to-left text around it.
      const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
      expect(sent.text).toBe(['Hello Wei', '', t.linkText(isolate(LINK)), '', 'Bay & Co Clinic', '', u.footerText(isolate(UNSUBSCRIBE))].join('\n'));
      for (const text of [t.subject.initial_checklist, t.subject.document_request, t.link, t.linkLine('A'), t.linkText('U')]) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en')
        for (const [text, en] of [
          [t.subject.document_request, DOCUMENT_REQUEST_TEXTS.en.subject.document_request],
          [t.link, DOCUMENT_REQUEST_TEXTS.en.link],
        ])
          expect(text).not.toBe(en);
    },
  );
});
