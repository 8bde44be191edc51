import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY_SETTINGS, type ProductFacts } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { signInNewUser } from '../../../test/builders/people';
import { injectForm } from '../../../test/form';
import { catalogVersion, productFacts } from '../tables';

// Issue 28: a product's maker, origin and shelf life, written with the product and shown by its
// public read, which the catalogue cache answers by version (decisions 0103 and 0110).

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(testApp.app, adminAuth);
});
afterAll(() => testApp.close());

const IMPORTED: ProductFacts = {
  makerRole: 'IMPORTER',
  makerName: 'Sagar Imports Private Limited',
  makerAddress: '14 Dock Road, Mazgaon, Mumbai, Maharashtra 400010',
  countryOfOrigin: 'Sri Lanka',
  bestBefore: 'Best before 24 months from packing',
};

const readPublic = async (id: number, headers: Record<string, string> = {}) => {
  const response = await testApp.app.inject({ url: `/api/products/${id}`, headers });
  return { status: response.statusCode, etag: response.headers.etag, body: response.json() };
};
const versionNow = async () =>
  (await testApp.db.select({ version: catalogVersion.version }).from(catalogVersion))[0]!.version;

describe('product facts', () => {
  it('gives a new product without facts the company as its manufacturer, made in India', async () => {
    const id = await catalogue.addProduct({ name: 'Neem Comb', price: '60.00' });
    const { body } = await readPublic(id);
    expect(body.data.facts).toEqual({
      makerRole: 'MANUFACTURER',
      makerName: DEMO_COMPANY_SETTINGS.invoicing.legalName,
      makerAddress: DEMO_COMPANY_SETTINGS.invoicing.addressLines.join(', '),
      countryOfOrigin: 'India',
      bestBefore: '',
    });
  });

  it('saves the facts with the product, keeps them when a later edit leaves them out', async () => {
    const id = await catalogue.addProduct({ name: 'Cinnamon Sticks', price: '90.00' });
    await catalogue.update(id, { facts: JSON.stringify({ ...IMPORTED, makerName: '  Sagar  ' }) });
    expect((await readPublic(id)).body.data.facts).toEqual({ ...IMPORTED, makerName: 'Sagar' });

    await catalogue.update(id, { facts: JSON.stringify(IMPORTED) });
    // An empty `facts`, and the builder's later edits that resend it, keep them.
    await catalogue.update(id, { facts: '' });
    await catalogue.setPrice(id, '95.00');
    const { body } = await readPublic(id);
    expect(body.data.facts).toEqual(IMPORTED);
    expect(body.data.price).toBe(95);
  });

  it.each([
    [{ ...IMPORTED, makerRole: 'MARKETER' }, 'facts.makerRole'],
    [{ ...IMPORTED, makerName: ' ' }, 'facts.makerName'],
    [{ ...IMPORTED, makerAddress: 'Mumbai' }, 'facts.makerAddress'],
    [{ ...IMPORTED, countryOfOrigin: '' }, 'facts.countryOfOrigin'],
    [{ ...IMPORTED, countryOfOrigin: '42' }, 'facts.countryOfOrigin'],
    [{ ...IMPORTED, bestBefore: 'x'.repeat(121) }, 'facts.bestBefore'],
    [{ ...IMPORTED, batch: 'B-12' }, 'facts'],
    ['{"makerRole":', 'facts'],
  ])('refuses %j with a field error on %s, writing nothing', async (facts, errorField) => {
    const id = await catalogue.addProduct({ name: 'Clove Oil', price: '75.00' });
    const before = await readPublic(id);
    const response = await injectForm(
      testApp.app,
      'PUT',
      `/api/products/${id}`,
      {
        name: 'Clove Oil, renamed',
        categoryId: catalogue.categoryId,
        price: '80.00',
        facts: typeof facts === 'string' ? facts : JSON.stringify(facts),
      },
      adminAuth,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(errorField);
    expect((await readPublic(id)).body).toEqual(before.body);
  });
});

describe('the catalogue version and the facts', () => {
  it('rises with a change of the facts alone, so the next read and its ETag differ', async () => {
    const id = await catalogue.addProduct({ name: 'Ajwain Water', price: '110.00' });
    const first = await readPublic(id);
    expect(await readPublic(id)).toEqual(first);
    const start = await versionNow();
    // Only product_facts changes: its own trigger raises the version.
    await testApp.db
      .update(productFacts)
      .set({ countryOfOrigin: 'Nepal' })
      .where(eq(productFacts.productId, id));
    expect(await versionNow()).toBe(start + 1);
    // What a write through the routes does; otherwise the NOTIFY tells the cache, a moment later.
    await testApp.app.catalogueCache.catchUp();
    const after = await readPublic(id);
    expect(after.etag).not.toBe(first.etag);
    expect(after.body.data.facts.countryOfOrigin).toBe('Nepal');
    // A client holding the old ETag gets the new answer, not a 304.
    expect((await readPublic(id, { 'if-none-match': first.etag! })).status).toBe(200);
  });

  it('shows facts saved through the form in the next public read', async () => {
    const id = await catalogue.addProduct({ name: 'Saunf Mix', price: '65.00' });
    const first = await readPublic(id);
    await catalogue.update(id, { facts: JSON.stringify(IMPORTED) });
    const after = await readPublic(id);
    expect(after.etag).not.toBe(first.etag);
    expect(after.body.data.facts).toEqual(IMPORTED);
  });
});
