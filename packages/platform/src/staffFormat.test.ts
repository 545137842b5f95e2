import { fullName, usDate } from './staffFormat';

describe('staff formats', () => {
  it('writes a YYYY-MM-DD date as MM/DD/YYYY and other text as it is', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
    expect(usDate('soon')).toBe('soon');
    expect(usDate(null)).toBe('');
    expect(usDate(undefined)).toBe('');
  });

  it('joins the names, skipping an empty middle name', () => {
    expect(fullName({ first_name: 'Ana', middle_name: 'María', last_name: 'López' })).toBe('Ana María López');
    expect(fullName({ first_name: 'Ana', middle_name: ' ', last_name: 'López' })).toBe('Ana López');
  });
});
