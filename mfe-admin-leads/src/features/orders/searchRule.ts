/** The orders search waits for this pause in typing (back-office.md 2.7, 9). */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

/** A search is sent from this many characters (back-office.md 9 "Search minimum 3 characters"). */
export const ORDER_SEARCH_MIN_CHARS = 3;

/**
 * The search the orders list sends for the typed text: trimmed once it has at least 3 characters,
 * none once emptied, and otherwise the previous search (1 or 2 characters change nothing).
 */
export function effectiveOrderSearch(text: string, previous: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.length >= ORDER_SEARCH_MIN_CHARS ? trimmed : previous;
}
