export {
  codeLockedError,
  oneTimeCodes,
  MAX_WRONG_TRIES,
  MAX_CODES_PER_WINDOW,
  CODE_WINDOW_MINUTES,
  type CodeCheck,
  type CodePurpose,
  type CodeStatus,
  type IssuedCode,
  type OneTimeCodes,
} from './codes';
