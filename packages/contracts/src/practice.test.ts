import { formatPhone, telHref } from './practice';

describe('formatPhone', () => {
  it.each([
    ['5105550100', '(510) 555-0100'],
    ['510-555-0100', '(510) 555-0100'],
    ['510.555.0100', '(510) 555-0100'],
    ['(510)555-0100', '(510) 555-0100'],
    [' (510) 555-0100 ', '(510) 555-0100'],
    ['+1 510 555 0100', '(510) 555-0100'],
    ['15105550100', '(510) 555-0100'],
    ['+15105550100', '(510) 555-0100'],
  ])('writes the US number %p as %p', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
    expect(telHref(shown)).toBe(telHref(typed));
  });

  it.each(['+44 20 7946 0958', '+52 55 1234 5678', '0105550100', '510555010', '51055501000', '510-555-0100 ext. 12', 'call the front desk'])(
    'keeps %p as given',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed);
    },
  );
});
