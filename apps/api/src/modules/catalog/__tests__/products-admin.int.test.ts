import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { listAuditEntries } from '../../audit';
import { brands, categories, products } from '../tables';
import { image, injectForm, type FormValue } from '../../../test/form';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;
let categoryId: number;
let brandId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  customerAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ASSOCIATE'] })).auth;
  categoryId = (
    await testApp.db
      .insert(categories)
      .values({ name: 'Skin Care', categoryUniqueName: 'skin-care' })
      .returning()
  )[0]!.id;
  brandId = (await testApp.db.insert(brands).values({ name: 'Vedaroot' }).returning())[0]!.id;
});
afterAll(() => testApp.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, FormValue | FormValue[]>,
  auth: Record<string, string> = adminAuth,
) => injectForm(testApp.app, method, url, fields, auth);

const cosmetic = {
  skinTypes: ['dry', 'sensitive'],
  volumeMl: 100,
  keyIngredients: ['Aloe vera', 'Saffron'],
  shelfLifeMonths: 24,
  usage: 'Apply on clean skin twice a day.',
  isDermatologicallyTested: true,
};

const productFields = async (overrides: Record<string, FormValue | FormValue[]> = {}) => ({
  name: 'Kesar Glow Face Cream',
  description: 'A light saffron cream for daily glow',
  categoryId: String(categoryId),
  brandId: String(brandId),
  price: '349.50',
  points: '18',
  pointDescription: '18 BV per unit',
  isVisible: 'true',
  sizes: '["50 g","100 g"]',
  cosmeticProducts: JSON.stringify(cosmetic),
  homeEssentialProducts: '',
  medicalDetails: '',
  medicalEquipment: '',
  clothingDetails: '',
  images: [await image('#c2410c'), await image('#0f766e')],
  ...overrides,
});

describe('product writes', () => {
  it('creates with images in three WebP sizes, reads it back, edits, hides and soft deletes', async () => {
    const created = await send('POST', '/api/products', await productFields());
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      name: 'Kesar Glow Face Cream',
      price: 349.5,
      points: 18,
      categoryId,
      brandId,
      sizes: ['50 g', '100 g'],
      cosmeticProducts: { ...cosmetic, skinTypes: ['dry', 'sensitive'] },
      medicalDetails: null,
      inStock: false,
      categoryUniqueName: 'skin-care',
    });
    expect(product.images).toHaveLength(2);
    for (const size of ['thumb', 'card', 'full'])
      expect(product.images[0][size]).toMatch(new RegExp(`^/uploads/products/.+-${size}\\.webp$`));
    const stored = await testApp.app.inject({ url: product.images[0].card });
    expect(stored.statusCode).toBe(200);
    expect(stored.body.length).toBeGreaterThan(0);

    const read = await testApp.app.inject({ url: `/api/products/${product.id}` });
    expect(read.statusCode).toBe(200);
    // Shoppers get what the admin got but the variants' stock quantities.
    const { quantity, alertQuantity, ...forShoppers } = product.variants[0];
    expect({ quantity, alertQuantity }).toEqual({ quantity: 0, alertQuantity: 0 });
    expect(read.json().data).toEqual({ ...product, variants: [forShoppers] });

    // Keep the second image only, add one new: order is kept, then appended.
    const edited = await send(
      'PUT',
      `/api/products/${product.id}`,
      await productFields({
        price: '399',
        existingImages: JSON.stringify([product.images[1].card]),
        images: [await image('#1d4ed8')],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data;
    expect(after.price).toBe(399);
    expect(after.images).toHaveLength(2);
    expect(after.images[0]).toEqual(product.images[1]);

    // A card listed twice is kept once.
    const { images: _none, ...keepTwice } = await productFields({
      price: '399',
      existingImages: JSON.stringify([
        after.images[0].card,
        after.images[0].card,
        after.images[1].card,
      ]),
    });
    const twice = await send('PUT', `/api/products/${product.id}`, keepTwice);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().data.images).toEqual(after.images);

    // Without existingImages and without files, the images stay as they are.
    const { images: _omit, ...noImages } = await productFields({ isVisible: 'false' });
    const hidden = await send('PUT', `/api/products/${product.id}`, noImages);
    expect(hidden.json().data.images).toEqual(after.images);
    expect(hidden.json().data.isVisible).toBe(false);
    expect((await testApp.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const asAdmin = await testApp.app.inject({
      url: `/api/products/${product.id}`,
      headers: adminAuth,
    });
    expect(asAdmin.json().data.isVisible).toBe(false);

    await send('PUT', `/api/products/${product.id}`, { ...noImages, isVisible: 'true' });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: adminAuth,
    });
    expect(removed.json()).toEqual({ data: { id: product.id, isDeleted: true }, errors: [] });
    const gone = await testApp.app.inject({ url: `/api/products/${product.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      data: null,
      errors: [{ errorDescription: 'Product not found' }],
    });
    const list = (await testApp.app.inject({ url: '/api/products' })).json();
    expect(list.data.map((p: { id: number }) => p.id)).not.toContain(product.id);
    expect(
      (await testApp.app.inject({ url: `/api/products/${product.id}`, headers: adminAuth })).json()
        .data.isDeleted,
    ).toBe(true);

    const audits = await listAuditEntries({
      db: testApp.db,
      entity: 'product',
      entityId: product.id,
    });
    expect(audits.map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(audits[1]!.before).toMatchObject({ price: 349.5 });
    expect(audits[1]!.after).toMatchObject({ price: 399 });
  });

  it('is for admins: 401 without a token, 403 for an associate', async () => {
    const fields = await productFields();
    expect((await send('POST', '/api/products', fields, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/products', fields, customerAuth)).statusCode).toBe(403);
    expect((await send('PUT', '/api/products/1', fields, customerAuth)).statusCode).toBe(403);
    const del = await testApp.app.inject({ method: 'DELETE', url: '/api/products/1' });
    expect(del.statusCode).toBe(401);
  });

  it.each([
    ['price', '-5', 'price'],
    ['price', '10.555', 'price'],
    ['price', '1000000.01', 'price'],
    ['points', '-1', 'points'],
    ['points', '2.5', 'points'],
    ['categoryId', 'abc', 'categoryId'],
    ['categoryId', '999999', 'categoryId'],
    ['brandId', '999999', 'brandId'],
    ['isVisible', 'yes', 'isVisible'],
    ['sizes', '{not json', 'sizes'],
    ['cosmeticProducts', '{"volumeMl": "lots"}', 'cosmeticProducts.volumeMl'],
    ['cosmeticProducts', '[1,2', 'cosmeticProducts'],
    ['medicalDetails', '{"dosage":"1 tab"}', 'medicalDetails.composition'],
    [
      'medicalEquipment',
      '{"modelNumber":"BP-1","powerSource":"solar"}',
      'medicalEquipment.powerSource',
    ],
    ['clothingDetails', '{"fabric":"Cotton","extra":1}', 'clothingDetails'],
    ['homeEssentialProducts', 'null x', 'homeEssentialProducts'],
  ])('refuses %s=%s with a field error on %s', async (field, value, errorField) => {
    const response = await send('POST', '/api/products', await productFields({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(errorField);
    expect(response.json().data).toBeNull();
  });

  it('accepts the price limit and every kind structure', async () => {
    const response = await send(
      'POST',
      '/api/products',
      await productFields({
        name: 'Digital BP Monitor',
        price: '1000000',
        images: [await image()],
        medicalEquipment: JSON.stringify({
          modelNumber: 'SBP-220',
          warrantyMonths: 24,
          powerSource: 'battery',
          certifications: ['CE', 'ISO 13485'],
          usageInstructions: 'Sit, rest 5 minutes, wrap the cuff.',
        }),
        medicalDetails: JSON.stringify({
          composition: 'Not applicable',
          prescriptionRequired: false,
        }),
        homeEssentialProducts: JSON.stringify({ material: 'ABS plastic', warrantyMonths: 12 }),
        clothingDetails: JSON.stringify({ fabric: 'Cotton', gender: 'women', sizes: ['S', 'M'] }),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      price: 1_000_000,
      medicalEquipment: { modelNumber: 'SBP-220', inTheBox: [] },
      medicalDetails: { ageGroup: 'adults', warnings: [] },
      clothingDetails: { fabric: 'Cotton', care: [] },
    });
  });

  it('needs 1 to 8 images and refuses files that are not images', async () => {
    const { images: _none, ...noImages } = await productFields();
    const none = await send('POST', '/api/products', noImages);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('images');

    const nine = await send(
      'POST',
      '/api/products',
      await productFields({ images: await Promise.all(Array.from({ length: 9 }, () => image())) }),
    );
    expect([400, 413]).toContain(nine.statusCode);

    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const script = await send(
      'POST',
      '/api/products',
      await productFields({ images: [{ file: svg, filename: 'a.svg', type: 'image/svg+xml' }] }),
    );
    expect(script.statusCode).toBe(415);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(500)]);
    const renamed = await send(
      'POST',
      '/api/products',
      await productFields({ images: [await image(), { file: elf, filename: 'pic.jpg' }] }),
    );
    expect(renamed.statusCode).toBe(415);
    const big = Buffer.concat([(await image()).file, Buffer.alloc(IMAGE_UPLOAD_LIMIT_BYTES + 10)]);
    const oversized = await send(
      'POST',
      '/api/products',
      await productFields({ images: [{ file: big }] }),
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errors).toEqual([{ errorDescription: 'The request is too large.' }]);
    const wrongField = await send('POST', '/api/products', {
      ...(await productFields()),
      photo: await image(),
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('stores nothing for a refused upload, and ignores the names files arrive with', async () => {
    const filesNow = () => readdirSync(testApp.uploads, { recursive: true }).length;
    const productsNow = async () =>
      (await testApp.db.select({ id: products.id }).from(products)).length;
    const [filesBefore, productsBefore] = [filesNow(), await productsNow()];
    const fifty = await send(
      'POST',
      '/api/products',
      await productFields({
        images: Array.from({ length: 50 }, () => ({ file: Buffer.alloc(10) })),
      }),
    );
    expect([400, 413]).toContain(fifty.statusCode);
    const badPrice = await send('POST', '/api/products', await productFields({ price: '-5' }));
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().error.fields).toHaveProperty('price');
    expect(filesNow()).toBe(filesBefore);
    expect(await productsNow()).toBe(productsBefore);

    const traversal = await send(
      'POST',
      '/api/products',
      await productFields({
        images: [{ file: (await image()).file, filename: '../../../etc/passwd.png' }],
      }),
    );
    expect(traversal.statusCode, traversal.body).toBe(201);
    const stored = traversal.json().data.images[0];
    expect(stored.card).toMatch(/^\/uploads\/products\/[a-z0-9-]+-card\.webp$/);
    expect(JSON.stringify(stored)).not.toMatch(/passwd|\.\./);
  });

  it('keeps no image of a write refused inside its transaction (a variant SKU taken)', async () => {
    const filesNow = () => readdirSync(testApp.uploads, { recursive: true }).length;
    const withSku = (sku: string) => ({
      variants: JSON.stringify([{ label: '', sku, price: '349.50' }]),
    });
    const create = async (sku: string) =>
      send('POST', '/api/products', await productFields(withSku(sku)));
    expect((await create('KESAR-1')).statusCode).toBe(201);
    const second = (await create('KESAR-2')).json().data;
    const filesBefore = filesNow();
    // Images are stored before the transaction finds the SKU taken; they go again.
    const created = await create('KESAR-1');
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toHaveProperty(['variants.0.sku']);
    const edited = await send('PUT', `/api/products/${second.id}`, {
      ...(await productFields({ images: [await image('#1d4ed8')], ...withSku('KESAR-1') })),
      existingImages: JSON.stringify([second.images[0].card]),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toHaveProperty(['variants.0.sku']);
    expect(filesNow()).toBe(filesBefore);
  });

  it('refuses keeping an image the product does not have, and 404s an unknown product', async () => {
    const created = (
      await send('POST', '/api/products', await productFields({ images: [await image()] }))
    ).json().data;
    const { images: _none, ...fields } = await productFields();
    const foreign = await send('PUT', `/api/products/${created.id}`, {
      ...fields,
      existingImages: '["/uploads/products/not-mine-card.webp"]',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('existingImages');
    const emptied = await send('PUT', `/api/products/${created.id}`, {
      ...fields,
      existingImages: '[]',
    });
    expect(emptied.statusCode).toBe(400);
    expect((await send('PUT', '/api/products/999999', fields)).statusCode).toBe(404);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/products/999999',
      headers: adminAuth,
    });
    expect(deleted.statusCode).toBe(404);
  });
});
