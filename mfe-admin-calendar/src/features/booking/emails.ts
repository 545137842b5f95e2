import { EMAIL_PATTERN } from '@clinic/contracts';

/** How many e-mails one lookup takes (the server refuses more). */
export const MAX_LOOKUP_EMAILS = 20;

/**
 * The e-mails typed in step 1: split on commas, trimmed, without blanks or repeats. Lowercased,
 * because the server lowercases them and keys its answer by the lowercased address.
 */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export function invalidEmails(emails: readonly string[]): string[] {
  return emails.filter((email) => !EMAIL_PATTERN.test(email));
}
