import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './languages';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/**
 * A public page's display language, sent for what the server writes to the client (English when not sent).
 * A module apart from the language list: the public pages use the list at start-up, and zod stays out of it.
 */
export const clientLanguageSchema = z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).optional();
