import { LAB_CATALOGUE_MESSAGES as M, LAB_PRICE_MAX_CENTS, labProductUpdateSchema } from './lab-catalogue';

const valid = { name: 'TB QuantiFERON-TB Gold Plus', price_cents: 9500, is_active: true };

describe('labProductUpdateSchema', () => {
  it.each([
    ['the lowest price', { price_cents: 1 }],
    ['the highest price', { price_cents: LAB_PRICE_MAX_CENTS }],
    ['an inactive product', { is_active: false }],
  ])('accepts %s', (_case, change) => {
    expect(labProductUpdateSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    ['a price of 0', { price_cents: 0 }, M.priceInvalid],
    ['a negative price', { price_cents: -100 }, M.priceInvalid],
    ['a fraction of a cent', { price_cents: 95.5 }, M.priceInvalid],
    ['a price above the maximum', { price_cents: LAB_PRICE_MAX_CENTS + 1 }, M.priceInvalid],
    ['a price as text', { price_cents: '9500' }, M.priceInvalid],
    ['an empty name', { name: ' ' }, M.nameRequired],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, M.nameTooLong],
    ['no availability', { is_active: 'yes' }, M.activeRequired],
  ])('refuses %s with its message', (_case, change, message) => {
    const result = labProductUpdateSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('trims the name', () => {
    expect(labProductUpdateSchema.parse({ ...valid, name: '  Syphilis RPR ' }).name).toBe('Syphilis RPR');
  });

  it('says the new total when the amount no longer matches', () => {
    expect(M.amountMismatch(14000)).toContain('$140.00');
  });
});
