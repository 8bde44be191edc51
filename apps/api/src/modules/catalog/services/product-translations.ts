import { and, eq } from 'drizzle-orm';
import type { Language, ProductTranslation, saveProductTranslationSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { products, productTranslations } from '../tables';

type TranslationRow = typeof productTranslations.$inferSelect;

const toProductTranslation = (row: TranslationRow): ProductTranslation => ({
  productId: row.productId,
  language: row.language as Language,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

const byProductAndLanguage = (productId: number, language: Language) =>
  and(eq(productTranslations.productId, productId), eq(productTranslations.language, language));

async function requireProduct(db: Db, id: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!product) throw notFound('Product');
}

/** A product's description in `language` (console): null before its first save. */
export async function getProductTranslation(options: { db: Db; id: number; language: Language }) {
  const { db, id, language } = options;
  await requireProduct(db, id);
  const [row] = await db
    .select()
    .from(productTranslations)
    .where(byProductAndLanguage(id, language));
  return row ? toProductTranslation(row) : null;
}

/**
 * Writes a product's description in `language`, shown to its readers at once (the catalogue
 * version rises with it, so no cached answer in either language outlives it).
 */
export async function saveProductTranslation(options: {
  db: Db;
  id: number;
  language: Language;
  input: z.output<typeof saveProductTranslationSchema>;
  userId: number;
}) {
  const { db, id, language, input, userId } = options;
  await requireProduct(db, id);
  const values = { ...input, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(productTranslations)
    .values({ productId: id, language, ...values })
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.language],
      set: values,
    })
    .returning();
  return toProductTranslation(row!);
}

/** Removes a product's description in `language`: its readers see the English again. */
export async function deleteProductTranslation(options: {
  db: Db;
  id: number;
  language: Language;
}) {
  const { db, id, language } = options;
  const deleted = await db
    .delete(productTranslations)
    .where(byProductAndLanguage(id, language))
    .returning({ productId: productTranslations.productId });
  if (!deleted.length) throw notFound('Translation');
}
