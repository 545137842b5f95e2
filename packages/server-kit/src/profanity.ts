import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, parseRawPattern, pattern, type MatchPayload } from 'obscenity';
import { PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE } from '@clinic/contracts';
import { AppError } from './errors';

/**
 * Abuse filter for the public forms (appointment request, requirements checker), built on the
 * `obscenity` English preset (handles leet-speak, look-alike characters and repeated letters).
 *
 * The applicants are immigrants from everywhere, so a false positive on a real name blocks someone
 * from booking. Adjustments to the preset:
 * - A listed word counts when it stands as a whole word ("shit", "a$$hole", "b1tch"), also with a
 *   common ending ("shits", "wanker", "pissing"). Inside a longer
 *   word it counts only for the unambiguous insults of STRONG_ANYWHERE when at least 4 characters
 *   long ("motherfucker", "fuck123"); so Dikshit, Shitole, Fukuda, Cummings, Fagan, Assefa,
 *   Pornpimol, Wankhede, Boobalan, Slutsky or Penistone pass.
 * - Words that are also given names or surnames, or neutral medical/foreign words, are not listed:
 *   dick (Dick Van Dyke), hooker, negro (Spanish/Portuguese "black", a surname), sex, semen (a given
 *   name), penis, vagina, anus, anal (a given name); "Bich" (Vietnamese given name) is whitelisted.
 *   "dickhead" and other abusive compounds are added back as whole words.
 */
const REMOVED = new Set(['dick', 'hooker', 'negro', 'sex', 'semen', 'penis', 'vagina', 'anus', 'anal']);
const STRONG_ANYWHERE = new Set(['fuck', 'cunt', 'nigger', 'bitch', 'whore', 'blowjob', 'dildo', 'jizz', 'masturbate', 'cuck']);
const COMPOUNDS = ['dickhead', 'asshole', 'dumbass', 'jackass', 'smartass', 'bullshit', 'horseshit', 'shithead', 'dipshit', 'shitty', 'pissed'];
const STRONG_MIN_CHARS = 4;
/** Endings that keep a listed word a whole word ("shits", "wanker", "pissing"). */
const INFLECTIONS = new Set(['s', 'es', 'ed', 'er', 'ers', 'ing', 'y', 'ty', 'head', 'heads', 'face', 'hole', 'holes']);

const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => REMOVED.has(phrase.metadata?.originalWord ?? ''))
  .addPhrase((phrase) =>
    phrase
      .setMetadata({ originalWord: 'bitch' })
      .addPattern(pattern`|bich|`)
      .addWhitelistedTerm('bich'),
  );
for (const word of COMPOUNDS) dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(word)));

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** The word around a match, split into what precedes and follows the matched part. */
function surroundings(text: string, match: MatchPayload): { before: string; after: string } {
  let start = match.startIndex;
  let end = match.endIndex + 1;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
  while (end < text.length && WORD_CHAR.test(text[end]!)) end++;
  return { before: text.slice(start, match.startIndex), after: text.slice(match.endIndex + 1, end).toLowerCase() };
}

function isProfane(text: string): boolean {
  return matcher.getAllMatches(text).some((match) => {
    const { before, after } = surroundings(text, match);
    if (before === '' && (after === '' || INFLECTIONS.has(after))) return true;
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    return STRONG_ANYWHERE.has(word) && match.endIndex - match.startIndex + 1 >= STRONG_MIN_CHARS;
  });
}

/** True when any of the values contains profanity or abuse. Pass plain text (strip markup first). */
export function containsProfanity(...values: (string | undefined | null)[]): boolean {
  return values.some((v) => typeof v === 'string' && v.trim() !== '' && isProfane(v));
}

/** 400 `{ error: 'PROFANITY_ALERT', msg: PROFANITY_ALERT_MESSAGE }`, the public forms' abuse-filter answer. */
export function profanityAlert(): AppError {
  return new AppError(400, PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE);
}

/** Throws `profanityAlert()` when any value contains profanity. */
export function assertNoProfanity(...values: (string | undefined | null)[]): void {
  if (containsProfanity(...values)) throw profanityAlert();
}
