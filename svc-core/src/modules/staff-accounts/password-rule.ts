import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { ERROR_CODES, passwordProblem, type PasswordContext, type PasswordEstimator } from '@clinic/contracts';
import { AppError } from '@clinic/server-kit';

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * zxcvbn's estimate runs synchronously and its l33t matching grows fast with the length and the
 * symbols of a password: with the defaults (256 characters, 100 l33t substitutions) a crafted
 * 256-character password held the event loop for 5-19 s here. Only the first 64 characters are
 * judged (a longer password must be strong in its first 64) and l33t substitutions are capped at 10:
 * the worst case measured stays under a second on a loaded machine, common l33t (P@ssw0rd) is still found.
 */
export const ZXCVBN_MAX_LENGTH = 64;
const ZXCVBN_L33T_MAX_SUBSTITUTIONS = 10;

/** zxcvbn with the common and English dictionaries, built on first use (about 0.1 s). */
export const zxcvbnEstimate: PasswordEstimator = (password, userInputs) => {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
    maxLength: ZXCVBN_MAX_LENGTH,
    l33tMaxSubstitutions: ZXCVBN_L33T_MAX_SUBSTITUTIONS,
  });
  const { score, feedback } = zxcvbn.check(password, userInputs);
  return { score, warning: feedback.warning };
};

/** Throws 400 VALIDATION_ERROR with the rule's message (contracts passwordProblem, zxcvbn score at least 3) on `field`. */
export function assertAcceptablePassword(password: string, context: PasswordContext, field = 'password'): void {
  const problem = passwordProblem(password, context, zxcvbnEstimate);
  if (problem) throw new AppError(400, ERROR_CODES.validation, problem, { details: { [field]: problem } });
}
