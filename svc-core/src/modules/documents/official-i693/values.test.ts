import { aNumberCells, formDate, phoneDigits, splitPersonName, splitUsAddress, unitOf, zip5 } from './values';

describe('the values written into the official form', () => {
  it.each([
    ['4B', { type: 'apt', number: '4B' }],
    ['Apt. 12', { type: 'apt', number: '12' }],
    ['#7', { type: 'apt', number: '7' }],
    ['Unit 3', { type: 'apt', number: '3' }],
    ['Suite 200', { type: 'ste', number: '200' }],
    ['STE 105', { type: 'ste', number: '105' }],
    ['Floor 2', { type: 'flr', number: '2' }],
    ['Fl 9', { type: 'flr', number: '9' }],
    ['', undefined],
    ['Suite', undefined],
  ])('reads the unit %j', (text, unit) => {
    expect(unitOf(text)).toEqual(unit);
  });

  it('splits an office address of the offices list and refuses any other shape', () => {
    expect(splitUsAddress('39500 Stevenson Pl, Suite 105, Fremont, CA 94539')).toEqual({
      street: '39500 Stevenson Pl',
      unit: { type: 'ste', number: '105' },
      city: 'Fremont',
      state: 'CA',
      zip: '94539',
    });
    expect(splitUsAddress('1 Main St, Oakland, CA 94609-1234')).toEqual({ street: '1 Main St', city: 'Oakland', state: 'CA', zip: '94609' });
    for (const other of ['Behind the station', '1 Main St, Oakland CA 94609', '1 Main St, Back door, Oakland, CA 94609', '1 Main St, , Oakland, CA 94609']) {
      expect(splitUsAddress(other)).toBeUndefined();
    }
  });

  it("splits a single civil surgeon's name without its title and credentials, and not a single word", () => {
    expect(splitPersonName('Dr. Jane Q. Smith, MD')).toEqual({ given: 'Jane', middle: 'Q.', family: 'Smith' });
    expect(splitPersonName('Ravi Patel')).toEqual({ given: 'Ravi', middle: '', family: 'Patel' });
    expect(splitPersonName('Dr. Patel')).toBeUndefined();
  });

  it('writes dates, phones, ZIP codes and A-numbers as the form asks', () => {
    expect(formDate('2026-03-01')).toBe('03/01/2026');
    expect(formDate('')).toBe('');
    expect(phoneDigits('(510) 555-0117')).toBe('5105550117');
    expect(phoneDigits('+1 510 555 0117')).toBe('5105550117');
    expect(phoneDigits('555-0117')).toBe('');
    expect(zip5('94538-1234')).toBe('94538');
    expect(zip5('9453')).toBe('');
    expect(aNumberCells('A-12345678')).toBe('012345678');
    expect(aNumberCells('123456789')).toBe('123456789');
    expect(aNumberCells('1234567890')).toBe('');
    expect(aNumberCells('')).toBe('');
  });
});
