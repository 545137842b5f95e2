import { LAB_PRICE_MAX_CENTS } from '@clinic/contracts';

/** "149.5" -> 14950: a dollar amount with at most two decimals, as integer cents; null when it is not one. */
export function centsOfDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= LAB_PRICE_MAX_CENTS ? cents : null;
}

/** 14950 -> "149.50", as the price field shows it. */
export function dollarsOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
