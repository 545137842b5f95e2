import { LEAD_SEARCH_MIN_CHARS } from '@clinic/contracts';

/**
 * The search the lead list sends for the typed text (booking-leads-calendar.md 5 "Lead search"):
 * trimmed and lowercased once it is longer than 3 characters, none once it is emptied, and
 * otherwise the previous search (a text of 1 to 3 characters changes nothing).
 */
export function effectiveLeadSearch(text: string, previous: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.length >= LEAD_SEARCH_MIN_CHARS ? trimmed.toLowerCase() : previous;
}
