import { LANGUAGES } from '../languages';
import { REVIEW_REQUEST_TEXTS, reviewRequestEmail } from './review-request';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };
const URL = 'https://www.google.com/maps/search/?api=1&query=Bay';

describe('the review request e-mail', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject with the practice, greeting with the first name, the link; right-to-left when the language is',
    (code, rtl) => {
      const t = REVIEW_REQUEST_TEXTS[code];
      const sent = reviewRequestEmail({ language: code, firstName: 'José', practiceName: 'Bay & Co Clinic', reviewsUrl: URL }, signature);
      const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
      expect(sent.subject).toBe(t.subject(isolate('Bay & Co Clinic')));
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>José</bdi>')}</p>`);
      expect(sent.html).toContain(`<p>${t.thanks('<bdi>Bay &amp; Co Clinic</bdi>')}</p>`);
      expect(sent.html).toContain(`<p><a href="https://www.google.com/maps/search/?api=1&amp;query=Bay">${t.leaveReview}</a></p>`);
      expect(sent.html).toContain(signature.html);
      expect(sent.text).toBe(
        [t.greeting(isolate('José')), '', t.thanks(isolate('Bay & Co Clinic')), t.ask, '', `${t.leaveReview}: ${URL}`, '', 'Bay & Co Clinic'].join('\n'),
      );

      // Written in the language itself, and safe as HTML as it is.
      const texts = [t.subject('P'), t.greeting('N'), t.thanks('P'), t.ask, t.leaveReview, t.ourPractice];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      const en = REVIEW_REQUEST_TEXTS.en;
      if (code !== 'en')
        for (const text of texts) expect([en.subject('P'), en.greeting('N'), en.thanks('P'), en.ask, en.leaveReview, en.ourPractice]).not.toContain(text);
    },
  );

  it('names the practice generically while it has no name', () => {
    const sent = reviewRequestEmail({ language: 'en', firstName: 'Ana', practiceName: '', reviewsUrl: URL }, { html: '', text: '' });
    expect(sent.subject).toBe('How was your visit to our practice?');
    expect(sent.text.endsWith(`Leave a review: ${URL}`)).toBe(true);
  });
});
