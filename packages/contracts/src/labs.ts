/** Lab and immunity test ordering (public-site.md 2 "Pre-checkout screen", 3, 4 "Pre-checkout"). */

export const LAB_AGE_GROUPS = ['18-24', '25-44', 'others'] as const;
export type LabAgeGroup = (typeof LAB_AGE_GROUPS)[number];

/** The two lab providers; the first is the default. */
export const LAB_PROVIDERS = [
  { code: 'quest', label: 'Quest Diagnostics' },
  { code: 'labcorp', label: 'Labcorp' },
] as const;
export type LabProviderCode = (typeof LAB_PROVIDERS)[number]['code'];
export const LAB_PROVIDER_CODES = LAB_PROVIDERS.map((p) => p.code) as [LabProviderCode, ...LabProviderCode[]];
export const DEFAULT_LAB_PROVIDER: LabProviderCode = LAB_PROVIDERS[0].code;

export interface LabProduct {
  id: string;
  name: string;
  /** Dollars, e.g. 149.5. */
  price: number;
  type: 'lab' | 'immunity';
  age_group: LabAgeGroup | 'all';
}

export interface LabProductsResponse {
  products: LabProduct[];
  /** Symmetric: product id -> the ids it excludes. */
  conflicts: Record<string, string[]>;
}

export function isLabAgeGroup(value: unknown): value is LabAgeGroup {
  return (LAB_AGE_GROUPS as readonly unknown[]).includes(value);
}

/** The products offered to an age group; none until a group is chosen. */
export function productsForAgeGroup(products: readonly LabProduct[], group: LabAgeGroup | '' | null | undefined): LabProduct[] {
  if (!group) return [];
  return products.filter((p) => p.age_group === group || p.age_group === 'all');
}

export const IMMUNITY_SUFFIX = 'Immunity Test';

/** Immunity products end with "Immunity Test"; an "Immunity"/"Immunity Test" already in the name is not repeated. */
export function displayProductName(product: Pick<LabProduct, 'name' | 'type'>): string {
  if (product.type !== 'immunity') return product.name;
  const base = product.name
    .replace(/\bimmunity(\s+tests?)?\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base ? `${base} ${IMMUNITY_SUFFIX}` : IMMUNITY_SUFFIX;
}

/** Toggles `id`; selecting it also drops every selected product that conflicts with it (either direction). */
export function toggleProduct(selected: readonly string[], id: string, conflicts: Record<string, readonly string[]>): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  const excluded = new Set(conflicts[id] ?? []);
  return [...selected.filter((s) => !excluded.has(s) && !(conflicts[s] ?? []).includes(id)), id];
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Sum of the selected products' prices in integer cents (unknown ids count 0). */
export function totalCents(selected: readonly string[], products: readonly LabProduct[]): number {
  const byId = new Map(products.map((p) => [p.id, p]));
  return selected.reduce((sum, id) => sum + dollarsToCents(byId.get(id)?.price ?? 0), 0);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$149.50" */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * Site language -> checkout locale (spec 4). Languages not in the map get no `locale` parameter, so
 * the checkout page picks its own default (the spec says other languages are "not shown").
 */
export const PAY_NOW_LOCALES: Readonly<Record<string, string>> = { en: 'en', es: 'es', ps: 'en', 'zh-CN': 'zh' };

export function payNowLocale(language: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(PAY_NOW_LOCALES, language) ? PAY_NOW_LOCALES[language] : undefined;
}

/**
 * The Pay Now href: `paymentLink` (absolute or site-relative, existing query kept) plus `locale`,
 * `client_reference_id` and `prefilled_email`, URL-encoded.
 */
export function payNowLink(paymentLink: string, language: string, transactionId: string, email: string): string {
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(paymentLink);
  const url = new URL(paymentLink, 'http://relative.invalid');
  const locale = payNowLocale(language);
  if (locale) url.searchParams.set('locale', locale);
  url.searchParams.set('client_reference_id', transactionId);
  url.searchParams.set('prefilled_email', email);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
