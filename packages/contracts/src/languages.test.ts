import { clientLanguageOf, languageCodeOf } from './languages';

describe('languageCodeOf', () => {
  it.each([
    ['English', 'en'],
    ['Spanish', 'es'],
    ['spanish', 'es'],
    ['Chinese (Simplified)', 'zh-CN'],
    ['Chinese', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['Punjabi', 'pa'],
    ['Arabic', 'ar'],
    ['Pashto', 'ps'],
    ['Portuguese', 'pt'],
    ['pt-BR', 'pt'],
    ['Farsi', 'fa'],
    ['Persian', 'fa'],
    ['Español', 'es'],
    ['fa', 'fa'],
  ])('reads %s as %s', (stored, code) => {
    expect(languageCodeOf(stored)).toBe(code);
  });

  it.each(['Klingon', '', null, undefined])('knows no language in %p', (stored) => {
    expect(languageCodeOf(stored)).toBeUndefined();
  });
});

describe('clientLanguageOf', () => {
  it('writes in the first stored language that is not English (the default a column holds), skipping unknown ones', () => {
    expect(clientLanguageOf(['English', 'Klingon', null, 'Arabic', 'Spanish'])).toBe('ar');
    expect(clientLanguageOf(['pt-BR', 'Farsi'])).toBe('pt');
  });

  it('writes in English when nothing else is stored', () => {
    expect(clientLanguageOf(['English', 'Klingon', undefined])).toBe('en');
    expect(clientLanguageOf([])).toBe('en');
  });
});
