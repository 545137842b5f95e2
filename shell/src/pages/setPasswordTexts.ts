import { PASSWORD_MIN_LENGTH } from '@clinic/contracts';

/** The `set-password` namespace: the page a set-password link opens. Staff texts, in English (DESIGN.md 5). */
export default {
  intro: 'Choose the password of your staff account. The link you opened works once.',
  password: 'New password',
  confirm: 'New password again',
  rulesTitle: 'Your password must:',
  rules: {
    length: `be at least ${PASSWORD_MIN_LENGTH} characters long;`,
    personal: 'not contain your username or the part of your e-mail address before the @;',
    guessable: 'not be easy to guess: no common passwords, names, dates or keyboard patterns. Several unrelated words work well.',
  },
  confirmRequired: 'Enter the password again',
  mismatch: 'The two passwords are not the same.',
  submit: 'Set password',
  submitting: 'Setting password…',
  done: 'Your password is set.',
  doneUsername: 'Sign in with the username {{username}} and your new password.',
  signIn: 'Go to sign in',
  failed: 'The password could not be set. Please try again.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
};
