import type { LookupResult } from '@clinic/contracts';
import { mergeLookup } from './mergeLookups';

const lookup = (lookupEmail: string, message: string) => ({ lookup_email: lookupEmail, message }) as LookupResult;

describe('mergeLookup', () => {
  it('adds the results of a new e-mail after the earlier ones', () => {
    const merged = mergeLookup([lookup('a@example.com', 'first')], lookup('b@example.com', 'second'));
    expect(merged.map((r) => r.lookup_email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('replaces an earlier result for the same e-mail with the newer one', () => {
    const earlier = [lookup('a@example.com', 'old'), lookup('b@example.com', 'b')];
    const merged = mergeLookup(earlier, lookup('a@example.com', 'new'));
    expect(merged.map((r) => [r.lookup_email, r.message])).toEqual([
      ['b@example.com', 'b'],
      ['a@example.com', 'new'],
    ]);
    expect(earlier).toHaveLength(2);
  });
});
