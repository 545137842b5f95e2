import { ONE_TIME_CODE_LENGTH } from '@clinic/contracts';

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as Arabic, Farsi and Pashto keyboards type them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What the code field keeps of what was typed or pasted: digits only, at most six
 * (booking-leads-calendar.md 5). Eastern digits count as digits and become 0-9, as the code is sent.
 */
export function cleanCode(typed: string): string {
  const western = typed.replace(EASTERN_DIGITS, (d) => {
    const at = d.charCodeAt(0);
    return String(at >= 0x06f0 ? at - 0x06f0 : at - 0x0660);
  });
  return western.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH);
}

/** A code can be sent for checking once it has exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return code.length === ONE_TIME_CODE_LENGTH && /^\d+$/.test(code);
}
