/** The eight display languages. ar, fa and ps are written right-to-left. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', rtl: false },
  { code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文', rtl: false },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', rtl: false },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', rtl: true },
  { code: 'es', name: 'Spanish', nativeName: 'Español', rtl: false },
  { code: 'ps', name: 'Pashto', nativeName: 'پښتو', rtl: true },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', rtl: false },
  { code: 'fa', name: 'Farsi', nativeName: 'فارسی', rtl: true },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function isRtl(code: LanguageCode): boolean {
  return LANGUAGES.find((l) => l.code === code)?.rtl ?? false;
}

const ALIASES: Record<string, LanguageCode> = { chinese: 'zh-CN', mandarin: 'zh-CN', zh: 'zh-CN', persian: 'fa', pushto: 'ps' };

/** A stored language (a name such as 'Spanish', a native name or a code such as 'pt-BR') as one of the site's languages. */
export function languageCodeOf(value: string | null | undefined): LanguageCode | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  const known = LANGUAGES.find((l) => [l.code, l.name, l.nativeName].some((name) => name.toLowerCase() === wanted));
  const base = wanted.split(/[-_]/)[0]!;
  return known?.code ?? ALIASES[wanted] ?? ALIASES[base] ?? LANGUAGES.find((l) => l.code === base)?.code;
}

/**
 * The language to write to a client in, from the languages stored for them in order of preference: the
 * first that is one of the site's other than English (English is what a column holds by default); else English.
 */
export function clientLanguageOf(choices: ReadonlyArray<string | null | undefined>): LanguageCode {
  for (const choice of choices) {
    const code = languageCodeOf(choice);
    if (code && code !== DEFAULT_LANGUAGE) return code;
  }
  return DEFAULT_LANGUAGE;
}
