/*
 * The shapes of an e-mail address and a phone number, apart from the form schemas (public-forms.ts):
 * pages that only check an address (the booking landing) then load no zod.
 */

/** Letters, digits and _ . + - before @, then a domain with a dot. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** Exactly 10 digits (shown with a +1 prefix). */
export const PHONE_PATTERN = /^[0-9]{10}$/;
