import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, products } from '../tables';

/** Each product's category (null when it has none); unknown ids are absent. */
export async function readProductCategories({ db, productIds }: { db: Db; productIds: number[] }) {
  if (productIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

/** The names of these categories and products (deleted ones too: old offers still name them). */
export async function readCatalogueNames(options: {
  db: Db;
  categoryIds: number[];
  productIds: number[];
}) {
  const { db, categoryIds, productIds } = options;
  const [categoryRows, productRows] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds)),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row.name])),
    products: new Map(productRows.map((row) => [row.id, row.name])),
  };
}
