import { cellText, neutraliseFormula } from './cells';

describe('formula neutralising', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1 510 555 0100', `'+1 510 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('quotes %j so a spreadsheet shows it as text', (text, shown) => {
    expect(neutraliseFormula(text)).toBe(shown);
  });

  it.each(['Maria', 'A-123', '2025-01-15', '94538', "O'Brien", ' =not at the start', ''])('leaves %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('writes flags as Yes or No, no value as an empty cell, and text neutralised', () => {
    expect([true, false, null, '=1+1', 'Lopez'].map(cellText)).toEqual(['Yes', 'No', '', "'=1+1", 'Lopez']);
  });
});
