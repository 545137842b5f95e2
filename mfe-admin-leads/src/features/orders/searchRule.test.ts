import { effectiveOrderSearch } from './searchRule';

describe('the orders search sent for the typed text', () => {
  it.each([
    ['lopez', '', 'lopez'],
    ['  Maria Lopez ', '', 'Maria Lopez'],
    ['lop', 'chen', 'lop'],
    ['lo', 'chen', 'chen'],
    ['l', '', ''],
    ['', 'chen', ''],
    ['   ', 'chen', ''],
  ])('%j after %j searches %j', (text, previous, sent) => {
    expect(effectiveOrderSearch(text, previous)).toBe(sent);
  });
});
