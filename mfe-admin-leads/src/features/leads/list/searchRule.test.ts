import { effectiveLeadSearch } from './searchRule';

describe('lead search rule', () => {
  it('searches the trimmed, lowercased text once it is longer than 3 characters', () => {
    expect(effectiveLeadSearch('  Demo.Family@Example.com ', '')).toBe('demo.family@example.com');
    expect(effectiveLeadSearch('Maria', 'old')).toBe('maria');
    expect(effectiveLeadSearch('abcd', '')).toBe('abcd');
  });

  it('keeps the previous search while the text has 1 to 3 characters', () => {
    expect(effectiveLeadSearch('abc', 'maria')).toBe('maria');
    expect(effectiveLeadSearch('  ab  ', '')).toBe('');
    expect(effectiveLeadSearch('a', 'demo')).toBe('demo');
  });

  it('clears the search when the text is emptied', () => {
    expect(effectiveLeadSearch('', 'maria')).toBe('');
    expect(effectiveLeadSearch('   ', 'maria')).toBe('');
  });
});
