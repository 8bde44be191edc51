import { and, asc, desc, eq } from 'drizzle-orm';
import type { Category, ProductSummary } from '@saathi/shared';
import type { Db } from '../../db/client';
import { categories, products } from './tables';

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  categoryImage: row.categoryImage,
  categoryUniqueName: row.categoryUniqueName,
  isDeleted: row.isDeleted,
  subCategories: row.subCategories,
});

export const paiseToRupees = (paise: number) => paise / 100;

const toProductSummary = (row: ProductRow): ProductSummary => ({
  id: row.id,
  brandId: row.brandId,
  categoryId: row.categoryId,
  name: row.name,
  description: row.description,
  price: paiseToRupees(row.pricePaise),
  points: row.points,
  pointDescription: row.pointDescription,
  isVisible: row.isVisible,
  isDeleted: row.isDeleted,
  images: row.images,
});

/** Categories shoppers can browse, in name order (the footer shows the first five). */
export async function listCategories({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isDeleted, false))
    .orderBy(asc(categories.name));
  return rows.map(toCategory);
}

/** Visible, undeleted products, newest first. */
export async function listProducts({ db, page, limit }: { db: Db; page: number; limit: number }) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isVisible, true), eq(products.isDeleted, false)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(toProductSummary);
}
