import { ERROR_CODES, passwordProblem, type PasswordContext, type PasswordEstimator } from '@clinic/contracts';
import { AppError } from '@clinic/server-kit';

/**
 * zxcvbn's estimate runs synchronously and its l33t matching grows fast with the length and the
 * symbols of a password: with the defaults (256 characters, 100 l33t substitutions) a crafted
 * 256-character password held the event loop for 5-19 s here. Only the first 64 characters are
 * judged (a longer password must be strong in its first 64) and l33t substitutions are capped at 10:
 * the worst case measured stays under a second on a loaded machine, common l33t (P@ssw0rd) is still found.
 */
export const ZXCVBN_MAX_LENGTH = 64;
const ZXCVBN_L33T_MAX_SUBSTITUTIONS = 10;

let estimator: Promise<PasswordEstimator> | undefined;

/**
 * zxcvbn with the common and English dictionaries, loaded and built on the first password judged
 * (about 0.2 s, kept off svc-core's start so a restarted process answers sooner).
 */
export function zxcvbnEstimator(): Promise<PasswordEstimator> {
  return (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: ZXCVBN_MAX_LENGTH,
        l33tMaxSubstitutions: ZXCVBN_L33T_MAX_SUBSTITUTIONS,
      });
      return (password, userInputs) => {
        const { score, feedback } = zxcvbn.check(password, userInputs);
        return { score, warning: feedback.warning };
      };
    },
  ));
}

/** Throws 400 VALIDATION_ERROR with the rule's message (contracts passwordProblem, zxcvbn score at least 3) on `field`. */
export async function assertAcceptablePassword(password: string, context: PasswordContext, field = 'password'): Promise<void> {
  const problem = passwordProblem(password, context, await zxcvbnEstimator());
  if (problem) throw new AppError(400, ERROR_CODES.validation, problem, { details: { [field]: problem } });
}
