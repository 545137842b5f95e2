import { LANGUAGES } from '../languages';
import { UNSUBSCRIBE_TEXTS, unsubscribeFooter } from './unsubscribe';

const URL = 'https://clinic.example/api/appointments/unsubscribe/t.s/?a=1&b=2';

describe('the unsubscribe texts', () => {
  it('in English keep the footer of the reminders', () => {
    expect(unsubscribeFooter('en', URL)).toEqual({
      text: `Don't want these reminders? Unsubscribe: ${URL}`,
      html: `<p style="font-size:12px;color:#4a5866">Don't want these reminders? <a href="https://clinic.example/api/appointments/unsubscribe/t.s/?a=1&amp;b=2">Unsubscribe</a>.</p>`,
    });
  });

  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: the footer links the one-click address, isolated in right-to-left text; every page text is in the language',
    (code, rtl) => {
      const t = UNSUBSCRIBE_TEXTS[code];
      const footer = unsubscribeFooter(code, URL);
      expect(footer.html).toContain(t.footerHtml(`<a href="https://clinic.example/api/appointments/unsubscribe/t.s/?a=1&amp;b=2">${t.unsubscribe}</a>`));
      expect(footer.text).toBe(t.footerText(rtl ? `\u2068${URL}\u2069` : URL));
      const texts = [
        t.footerHtml('A'),
        t.footerText('U'),
        t.unsubscribe,
        t.confirmTitle,
        t.confirm,
        t.doneTitle,
        t.done,
        t.changeMind('E'),
        t.invalidTitle,
        t.invalid,
        t.writeToStop('E'),
      ];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en')
        for (const [text, en] of [
          [t.confirmTitle, UNSUBSCRIBE_TEXTS.en.confirmTitle],
          [t.confirm, UNSUBSCRIBE_TEXTS.en.confirm],
          [t.done, UNSUBSCRIBE_TEXTS.en.done],
          [t.invalid, UNSUBSCRIBE_TEXTS.en.invalid],
        ])
          expect(text).not.toBe(en);
    },
  );
});
