import { LAB_AGE_GROUPS, type LabProductsResponse } from '@clinic/contracts';
import { runSeeds } from '../../db/seeds';
import { startTestCore, type TestCore } from '../../test-support';
import { LAB_PRODUCT_CATALOGUE } from './catalogue';

jest.setTimeout(60_000);

let core: TestCore;
beforeAll(async () => {
  core = await startTestCore();
});
afterAll(() => core.close());

async function products(): Promise<{ status: number; body: LabProductsResponse }> {
  const res = await fetch(`${core.api}/payments/labs/products/`);
  return { status: res.status, body: (await res.json()) as LabProductsResponse };
}

describe('GET /payments/labs/products/', () => {
  it('lists the seeded catalogue publicly, prices in dollars, each product with a type and an age group', async () => {
    const { status, body } = await products();
    expect(status).toBe(200);
    expect(body.products).toHaveLength(LAB_PRODUCT_CATALOGUE.length);
    for (const p of body.products) {
      expect(Object.keys(p).sort()).toEqual(['age_group', 'id', 'name', 'price', 'type']);
      expect(['lab', 'immunity']).toContain(p.type);
      expect([...LAB_AGE_GROUPS, 'all']).toContain(p.age_group);
      expect(p.price).toBeGreaterThanOrEqual(25);
      expect(p.price).toBeLessThanOrEqual(250);
    }
    expect(body.products.find((p) => p.id === 'tb-quantiferon')).toEqual({
      id: 'tb-quantiferon',
      name: 'TB QuantiFERON-TB Gold Plus',
      price: 95,
      type: 'lab',
      age_group: 'all',
    });
    // Every age group has something to order, and a bundle where one exists.
    for (const group of LAB_AGE_GROUPS) expect(body.products.some((p) => p.age_group === group)).toBe(true);
  });

  it('gives conflicts in both directions, between known products only, and bundles exclude their components', async () => {
    const { body } = await products();
    const ids = new Set(body.products.map((p) => p.id));
    for (const [id, others] of Object.entries(body.conflicts)) {
      expect(ids.has(id)).toBe(true);
      for (const other of others) {
        expect(ids.has(other)).toBe(true);
        expect(body.conflicts[other]).toContain(id);
      }
    }
    expect(body.conflicts['bundle-18-24']).toEqual(expect.arrayContaining(['tb-quantiferon', 'syphilis-rpr', 'gonorrhea-chlamydia-naat']));
    expect(body.conflicts['bundle-25-44']).toEqual(expect.arrayContaining(['tb-quantiferon', 'syphilis-rpr']));
    expect(body.conflicts['immunity-bundle']).toEqual(expect.arrayContaining(['mmr-immunity', 'varicella-immunity', 'hepatitis-b-immunity']));
    expect(body.conflicts['tb-quantiferon']).not.toContain('syphilis-rpr');
  });

  it('hides a deactivated product and its pairs; seeding again keeps staff changes', async () => {
    await core.knex('lab_products').where({ id: 'measles-immunity' }).update({ is_active: false });
    await core.knex('lab_products').where({ id: 'rubella-immunity' }).update({ price_cents: 3250 });
    await runSeeds(core.knex, core.config);
    const { body } = await products();
    expect(body.products.map((p) => p.id)).not.toContain('measles-immunity');
    expect(body.conflicts['mmr-immunity']).not.toContain('measles-immunity');
    expect(body.products.find((p) => p.id === 'rubella-immunity')?.price).toBe(32.5);
    expect(Number((await core.knex('lab_products').count<{ c: string }[]>('* as c'))[0]!.c)).toBe(LAB_PRODUCT_CATALOGUE.length);
  });
});
