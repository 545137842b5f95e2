import { isoDate } from './leadForm';

describe('isoDate', () => {
  it('keeps a date picker value and turns MM/DD/YYYY into YYYY-MM-DD', () => {
    expect(isoDate('1990-04-12')).toBe('1990-04-12');
    expect(isoDate(' 04/12/1990 ')).toBe('1990-04-12');
    expect(isoDate('4/2/1990')).toBe('1990-04-02');
  });
});
