import { cleanCode, isCompleteCode } from './codeInput';

describe('the landing code field', () => {
  it('keeps digits only', () => {
    expect(cleanCode('12a3-4 5')).toBe('12345');
    expect(cleanCode(' 98 76 ')).toBe('9876');
    expect(cleanCode('abc')).toBe('');
  });

  it('reads Arabic-Indic and Persian digits as the digits they are', () => {
    expect(cleanCode('٤٨٢٩١٣')).toBe('482913');
    expect(cleanCode('۴۸۲ ۹۱۳')).toBe('482913');
  });

  it('keeps at most six digits, also when a longer text is pasted', () => {
    expect(cleanCode('1234567890')).toBe('123456');
    expect(cleanCode('Your code: 482913.')).toBe('482913');
  });

  it('is complete with exactly six digits', () => {
    expect(isCompleteCode('482913')).toBe(true);
    expect(isCompleteCode('48291')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
    expect(isCompleteCode('48291a')).toBe(false);
  });
});
