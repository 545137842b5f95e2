import { escapeHtml, htmlWithLtr, ltrHtml } from './html';

describe('left-to-right data in HTML', () => {
  it('isolates a value left to right, escaped', () => {
    expect(ltrHtml('(510) 555-0143')).toBe('<span dir="ltr">(510) 555-0143</span>');
    expect(ltrHtml('a&b <c>')).toBe('<span dir="ltr">a&amp;b &lt;c&gt;</span>');
  });

  it('isolates each value inside a sentence and escapes the rest', () => {
    expect(htmlWithLtr('اتصل على (510) 555-0143 أو <support@clinic.local>', ['(510) 555-0143', 'support@clinic.local'])).toBe(
      'اتصل على <span dir="ltr">(510) 555-0143</span> أو &lt;<span dir="ltr">support@clinic.local</span>&gt;',
    );
  });

  it('prefers the longer of two values that start alike, and leaves text without them escaped', () => {
    expect(htmlWithLtr('Suite 105, 39500 Stevenson Pl', ['39500', '39500 Stevenson Pl'])).toBe('Suite 105, <span dir="ltr">39500 Stevenson Pl</span>');
    expect(htmlWithLtr('a < b', ['', 'x'])).toBe(escapeHtml('a < b'));
    expect(htmlWithLtr('a < b', [])).toBe('a &lt; b');
  });
});
