import { lastPageOf, pagerNumbers } from './pagerRule';

describe('pager rule', () => {
  it('counts pages of 20 leads, with at least one page', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(20)).toBe(1);
    expect(lastPageOf(21)).toBe(2);
    expect(lastPageOf(95)).toBe(5);
  });

  it('shows every page up to 3 pages', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows 4 page numbers around the current page when there are more than 3 pages', () => {
    expect(pagerNumbers(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pagerNumbers(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pagerNumbers(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pagerNumbers(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
