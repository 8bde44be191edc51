import type { ProductFacts } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { productFacts } from '../tables';

type FactsRow = Omit<typeof productFacts.$inferSelect, 'productId' | 'updatedAt'>;

export const toProductFacts = (row: FactsRow | null): ProductFacts | null =>
  row && {
    makerRole: row.makerRole,
    makerName: row.makerName,
    makerAddress: row.makerAddress,
    countryOfOrigin: row.countryOfOrigin,
    bestBefore: row.bestBefore,
  };

/**
 * Writes a product's facts with the product (decision 0110): the given ones replace what is
 * stored; without them, a product that has none gets `fallback` (the company as its maker), so
 * every product written through the catalogue has facts.
 */
export async function saveProductFacts({
  db,
  productId,
  facts,
  fallback,
}: {
  db: Db;
  productId: number;
  facts: ProductFacts | null | undefined;
  fallback: ProductFacts;
}) {
  const insert = db.insert(productFacts).values({ productId, ...(facts ?? fallback) });
  if (!facts) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: productFacts.productId,
    set: { ...facts, updatedAt: new Date() },
  });
}
