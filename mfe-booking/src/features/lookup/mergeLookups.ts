import type { LookupResult } from '@clinic/contracts';

/** Adds a lookup result for another e-mail, replacing an earlier result for the same e-mail (spec 4). */
export function mergeLookup(results: readonly LookupResult[], result: LookupResult): LookupResult[] {
  return [...results.filter((r) => r.lookup_email !== result.lookup_email), result];
}
