import type { LabAgeGroup } from '@clinic/contracts';

export interface LabProductSeed {
  id: string;
  name: string;
  price_cents: number;
  type: 'lab' | 'immunity';
  age_group: LabAgeGroup | 'all';
}

/**
 * The catalogue seeded into `lab_products` (staff may later change prices or deactivate rows; the
 * seed never overwrites them). Bundles cover the lab tests required for an age group (TB from 2,
 * syphilis 18-44, gonorrhea 18-24) and the immunity tests accepted instead of vaccines.
 */
export const LAB_PRODUCT_CATALOGUE: readonly LabProductSeed[] = [
  {
    id: 'bundle-18-24',
    name: 'Required Labs 18-24: QuantiFERON-TB Gold Plus, Syphilis RPR, Gonorrhea/Chlamydia NAAT',
    price_cents: 17500,
    type: 'lab',
    age_group: '18-24',
  },
  { id: 'bundle-25-44', name: 'Required Labs 25-44: QuantiFERON-TB Gold Plus, Syphilis RPR', price_cents: 12000, type: 'lab', age_group: '25-44' },
  { id: 'tb-quantiferon', name: 'TB QuantiFERON-TB Gold Plus', price_cents: 9500, type: 'lab', age_group: 'all' },
  { id: 'tb-quantiferon-pediatric', name: 'TB QuantiFERON-TB Gold Plus, Pediatric Draw (Ages 2-17)', price_cents: 9500, type: 'lab', age_group: 'others' },
  { id: 'syphilis-rpr', name: 'Syphilis RPR with Reflex to Titer and Treponemal Confirmation', price_cents: 3500, type: 'lab', age_group: 'all' },
  { id: 'gonorrhea-chlamydia-naat', name: 'Gonorrhea/Chlamydia NAAT (Urine)', price_cents: 6500, type: 'lab', age_group: '18-24' },
  { id: 'hepatitis-b-panel', name: 'Hepatitis B Panel (Surface Antigen, Surface Antibody, Core Antibody)', price_cents: 11000, type: 'lab', age_group: 'all' },
  { id: 'immunity-bundle', name: 'MMR, Varicella and Hepatitis B Immunity', price_cents: 15000, type: 'immunity', age_group: 'all' },
  { id: 'mmr-immunity', name: 'MMR (Measles, Mumps, Rubella IgG Panel) Immunity', price_cents: 8500, type: 'immunity', age_group: 'all' },
  { id: 'measles-immunity', name: 'Measles (Rubeola IgG) Immunity', price_cents: 3500, type: 'immunity', age_group: 'all' },
  { id: 'mumps-immunity', name: 'Mumps IgG Immunity', price_cents: 3500, type: 'immunity', age_group: 'all' },
  { id: 'rubella-immunity', name: 'Rubella IgG Immunity', price_cents: 3000, type: 'immunity', age_group: 'all' },
  { id: 'varicella-immunity', name: 'Varicella (Chickenpox IgG) Immunity', price_cents: 4500, type: 'immunity', age_group: 'all' },
  { id: 'hepatitis-b-immunity', name: 'Hepatitis B Surface Antibody Immunity', price_cents: 4000, type: 'immunity', age_group: 'all' },
];

/**
 * Products that cannot be ordered together: a panel or bundle and the tests it already contains,
 * and two draws of the same test. Listed once here; stored in both directions.
 */
export const LAB_PRODUCT_CONFLICT_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['bundle-18-24', 'bundle-25-44'],
  ['bundle-18-24', 'tb-quantiferon'],
  ['bundle-18-24', 'tb-quantiferon-pediatric'],
  ['bundle-18-24', 'syphilis-rpr'],
  ['bundle-18-24', 'gonorrhea-chlamydia-naat'],
  ['bundle-25-44', 'tb-quantiferon'],
  ['bundle-25-44', 'tb-quantiferon-pediatric'],
  ['bundle-25-44', 'syphilis-rpr'],
  ['tb-quantiferon', 'tb-quantiferon-pediatric'],
  ['immunity-bundle', 'mmr-immunity'],
  ['immunity-bundle', 'measles-immunity'],
  ['immunity-bundle', 'mumps-immunity'],
  ['immunity-bundle', 'rubella-immunity'],
  ['immunity-bundle', 'varicella-immunity'],
  ['immunity-bundle', 'hepatitis-b-immunity'],
  ['immunity-bundle', 'hepatitis-b-panel'],
  ['mmr-immunity', 'measles-immunity'],
  ['mmr-immunity', 'mumps-immunity'],
  ['mmr-immunity', 'rubella-immunity'],
  ['hepatitis-b-panel', 'hepatitis-b-immunity'],
];
