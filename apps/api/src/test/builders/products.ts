import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ProductVariant } from '@saathi/shared';
import { image, injectForm } from '../form';

interface ProductOptions {
  name: string;
  /** Rupees as the admin form sends them ("349.50"). */
  price: string;
  points?: number;
  stock?: number;
  isVisible?: boolean;
  /** For tax invoices; absent takes the catalogue's defaults. */
  hsnCode?: string;
  gstRate?: number;
}

/**
 * Products for tests of other modules, made the way an admin makes them (through the catalogue's
 * routes), so no test writes the catalogue's tables.
 */
export async function createTestCatalogue(app: FastifyInstance, adminAuth: Record<string, string>) {
  const created = await injectForm(
    app,
    'POST',
    '/api/categories',
    { name: `Test Category ${Date.now()}`, description: 'For tests' },
    adminAuth,
  );
  expect(created.statusCode, created.body).toBe(200);
  const categoryId = String(created.json().data.id);
  const fieldsOf = new Map<number, Record<string, string>>();

  const setStock = async (productId: number, quantity: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: adminAuth,
      payload: { productId, quantity, alertQuantity: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const update = async (productId: number, changes: Record<string, string>) => {
    const fields = { ...fieldsOf.get(productId)!, ...changes };
    fieldsOf.set(productId, fields);
    const response = await injectForm(app, 'PUT', `/api/products/${productId}`, fields, adminAuth);
    expect(response.statusCode, response.body).toBe(200);
  };

  return {
    categoryId,
    setStock,
    async addProduct(options: ProductOptions) {
      const { name, price, points = 10, stock = 100, isVisible = true } = options;
      const fields: Record<string, string> = {
        name,
        description: `${name}, for tests`,
        categoryId,
        price,
        points: String(points),
        isVisible: String(isVisible),
        ...(options.hsnCode ? { hsnCode: options.hsnCode } : {}),
        ...(options.gstRate === undefined ? {} : { gstRate: String(options.gstRate) }),
      };
      const response = await injectForm(
        app,
        'POST',
        '/api/products',
        { ...fields, images: await image() },
        adminAuth,
      );
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().data.id as number;
      fieldsOf.set(id, fields);
      if (stock > 0) await setStock(id, stock);
      return id;
    },
    /** An admin's edit of the product form: the given fields, the rest as last saved. */
    update,
    setPrice: (productId: number, price: string) => update(productId, { price }),
    /**
     * Gives the product these variants (the console's variants table) and answers them as the
     * product read has them, with their ids.
     */
    async setVariants(productId: number, variants: Record<string, unknown>[]) {
      await update(productId, { variants: JSON.stringify(variants) });
      const read = await app.inject({ url: `/api/products/${productId}`, headers: adminAuth });
      expect(read.statusCode, read.body).toBe(200);
      return read.json().data.variants as (ProductVariant & { quantity: number })[];
    },
    hide: (productId: number) => update(productId, { isVisible: 'false' }),
    async remove(productId: number) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}`,
        headers: adminAuth,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}
