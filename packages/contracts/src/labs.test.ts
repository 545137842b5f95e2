import {
  DEFAULT_LAB_PROVIDER,
  LAB_PROVIDERS,
  displayProductName,
  formatUsd,
  payNowLink,
  payNowLocale,
  productsForAgeGroup,
  toggleProduct,
  totalCents,
  type LabProduct,
} from './labs';

const products: LabProduct[] = [
  { id: 'tb', name: 'TB QuantiFERON', price: 89.5, type: 'lab', age_group: 'all' },
  { id: 'syph', name: 'Syphilis RPR', price: 25, type: 'lab', age_group: '25-44' },
  { id: 'panel-young', name: 'Panel 18-24', price: 149.99, type: 'lab', age_group: '18-24' },
  { id: 'mmr', name: 'MMR', price: 60.1, type: 'immunity', age_group: 'all' },
  { id: 'bundle', name: 'MMR and Varicella Immunity', price: 99, type: 'immunity', age_group: 'others' },
];
const conflicts = { mmr: ['bundle'], bundle: ['mmr'], tb: [] as string[] };

describe('lab ordering rules', () => {
  it('has Quest as the default of two providers', () => {
    expect(LAB_PROVIDERS).toHaveLength(2);
    expect(DEFAULT_LAB_PROVIDER).toBe('quest');
  });

  it('shows no products without an age group and the group plus "all" products with one', () => {
    expect(productsForAgeGroup(products, '')).toEqual([]);
    expect(productsForAgeGroup(products, null)).toEqual([]);
    expect(productsForAgeGroup(products, '25-44').map((p) => p.id)).toEqual(['tb', 'syph', 'mmr']);
    expect(productsForAgeGroup(products, 'others').map((p) => p.id)).toEqual(['tb', 'mmr', 'bundle']);
  });

  it.each([
    [{ name: 'MMR', type: 'immunity' as const }, 'MMR Immunity Test'],
    [{ name: 'MMR and Varicella Immunity', type: 'immunity' as const }, 'MMR and Varicella Immunity Test'],
    [{ name: 'Hepatitis B Immunity Test', type: 'immunity' as const }, 'Hepatitis B Immunity Test'],
    [{ name: 'Immunity Varicella', type: 'immunity' as const }, 'Varicella Immunity Test'],
    [{ name: 'TB QuantiFERON', type: 'lab' as const }, 'TB QuantiFERON'],
  ])('displays %p as %p', (product, shown) => {
    expect(displayProductName(product)).toBe(shown);
  });

  it('toggles tests and removes conflicting ones when selecting', () => {
    let sel = toggleProduct([], 'tb', conflicts);
    sel = toggleProduct(sel, 'mmr', conflicts);
    expect(sel).toEqual(['tb', 'mmr']);
    sel = toggleProduct(sel, 'bundle', conflicts);
    expect(sel).toEqual(['tb', 'bundle']);
    sel = toggleProduct(sel, 'mmr', conflicts);
    expect(sel).toEqual(['tb', 'mmr']);
    sel = toggleProduct(sel, 'tb', conflicts);
    expect(sel).toEqual(['mmr']);
  });

  it('drops a selected product whose own list excludes the new one, even if the map is one-sided', () => {
    expect(toggleProduct(['a'], 'b', { a: ['b'] })).toEqual(['b']);
  });

  it('adds and subtracts prices in integer cents', () => {
    expect(totalCents([], products)).toBe(0);
    expect(totalCents(['tb', 'mmr'], products)).toBe(14960);
    expect(totalCents(['tb', 'mmr', 'panel-young'], products)).toBe(29959);
    expect(totalCents(['tb', 'unknown'], products)).toBe(8950);
    expect(formatUsd(14960)).toBe('$149.60');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});

describe('Pay Now link', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['ps', 'en'],
    ['zh-CN', 'zh'],
    ['ar', undefined],
    ['fa', undefined],
    ['pa', undefined],
    ['pt', undefined],
    ['constructor', undefined],
  ])('maps %s to locale %p', (lang, locale) => {
    expect(payNowLocale(lang)).toBe(locale);
  });

  it('appends locale, client_reference_id and an encoded prefilled_email to an absolute link', () => {
    const link = payNowLink('https://checkout.example.com/pay/cs_123', 'zh-CN', 'tx-42', 'a+b@x.com');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://checkout.example.com/pay/cs_123');
    expect(url.searchParams.get('locale')).toBe('zh');
    expect(url.searchParams.get('client_reference_id')).toBe('tx-42');
    expect(url.searchParams.get('prefilled_email')).toBe('a+b@x.com');
    expect(link).toContain('prefilled_email=a%2Bb%40x.com');
  });

  it('keeps an existing query and a site-relative link, and omits locale for unmapped languages', () => {
    const link = payNowLink('/api/v1/payments/local/checkout/abc/?s=1', 'ar', 'tx 1', 'me@x.org');
    expect(link.startsWith('/api/v1/payments/local/checkout/abc/?s=1&')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('locale')).toBeNull();
    expect(params.get('client_reference_id')).toBe('tx 1');
    expect(params.get('prefilled_email')).toBe('me@x.org');
  });
});
