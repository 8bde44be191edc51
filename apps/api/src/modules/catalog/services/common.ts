import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  paiseToRupees,
  type Brand,
  type Language,
  type ProductFacts,
  type Category,
  type Product,
  type ProductSummary,
  type ProductVariant,
} from '@saathi/shared';
import { toWebp, type ImageKind } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import {
  productVariants,
  stores,
  type brands,
  type categories,
  type products,
  type StoredImage,
} from '../tables';

type CategoryRow = typeof categories.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ProductRow = typeof products.$inferSelect;

// The shared money rule; re-exported so the catalogue's services keep importing it from here.
export { rupeesToPaise } from '@saathi/shared';

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  categoryImage: row.categoryImage,
  categoryUniqueName: row.categoryUniqueName,
  isDeleted: row.isDeleted,
  subCategories: row.subCategories,
});

export const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  brandSlogan: row.brandSlogan,
  brandImage: row.brandImage,
  isDeleted: row.isDeleted,
});

/**
 * A product's stock as a whole (decision 0107): its live variants' quantities and alert levels
 * added up, so a product is in stock while any variant is; with one variant, that variant's.
 */
// Qualified by hand: drizzle leaves a column of a one-table select unqualified, and "id" inside
// the subquery would be the variant's.
export const outerProductId = sql.raw('"products"."id"');
export const productStockColumns = {
  quantity: sql<number | null>`(select sum(s.quantity)::int from ${stores} s
    join ${productVariants} v on v.id = s.variant_id
    where s.product_id = ${outerProductId} and not v.is_deleted)`,
  alertQuantity: sql<number | null>`(select sum(s.alert_quantity)::int from ${stores} s
    join ${productVariants} v on v.id = s.variant_id
    where s.product_id = ${outerProductId} and not v.is_deleted)`,
};

/** Stock as shoppers see it: no entry or quantity 0 is out of stock. */
export const stockFlags = (quantity: number | null, alertQuantity: number | null) => {
  const inStock = (quantity ?? 0) > 0;
  return { inStock, isLowStock: inStock && quantity! <= (alertQuantity ?? 0) };
};

type SummaryRow = Pick<
  ProductRow,
  | 'id'
  | 'brandId'
  | 'categoryId'
  | 'name'
  | 'description'
  | 'pricePaise'
  | 'points'
  | 'pointDescription'
  | 'hsnCode'
  | 'gstRate'
  | 'isVisible'
  | 'isDeleted'
  | 'images'
>;
type StockSums = { quantity: number | null; alertQuantity: number | null };

/** `stock`: the product's stock as a whole (the listing's row carries it as columns). */
export const toProductSummary = (row: SummaryRow, stock: StockSums): ProductSummary => ({
  id: row.id,
  brandId: row.brandId,
  categoryId: row.categoryId,
  name: row.name,
  description: row.description,
  price: paiseToRupees(row.pricePaise),
  points: row.points,
  pointDescription: row.pointDescription,
  hsnCode: row.hsnCode,
  gstRate: row.gstRate,
  isVisible: row.isVisible,
  isDeleted: row.isDeleted,
  images: row.images,
  ...stockFlags(stock.quantity, stock.alertQuantity),
});

/** A product row as its answer reads it: without the search vector and the popularity count. */
export type AnsweredProductRow = Omit<ProductRow, 'searchVector' | 'popularity'>;

/**
 * A product's whole answer. Its fields are added to the summary (Object.assign) rather than the
 * summary spread into a new literal with them: V8 (Node 20) builds a spread-then-extended object
 * of this width on its slow path, ~14 µs each, a tenth of a cold product read.
 */
export const toProduct = (
  row: AnsweredProductRow,
  extra: StockSums & {
    categoryUniqueName: string | null;
    variants: ProductVariant[];
    /** The reader's translation where there is one, else the row's English (decision 0165). */
    description: string;
    descriptionLanguage: Language;
    facts: ProductFacts | null;
  },
): Product =>
  Object.assign(toProductSummary(row, extra), {
    description: extra.description,
    // With real variants, the sizes are their labels (decision 0108).
    sizes:
      extra.variants.length > 1
        ? extra.variants.map((variant) => variant.label)
        : ((row.sizes as string[] | null) ?? []),
    variants: extra.variants,
    homeEssentialProducts: row.homeEssentialProducts as Product['homeEssentialProducts'],
    cosmeticProducts: row.cosmeticProducts as Product['cosmeticProducts'],
    medicalDetails: row.medicalDetails as Product['medicalDetails'],
    medicalEquipment: row.medicalEquipment as Product['medicalEquipment'],
    clothingDetails: row.clothingDetails as Product['clothingDetails'],
    categoryUniqueName: extra.categoryUniqueName,
    facts: extra.facts,
    descriptionLanguage: extra.descriptionLanguage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** "Personal Care" → "personal-care"; the caller adds "-2", "-3"... when it is taken. */
export const toUniqueNameBase = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'category';

const ALLOWED: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif'];

/** Long side in pixels of each stored rendition of a product image. */
export const PRODUCT_IMAGE_SIZES = { thumb: 160, card: 480, full: 1200 } as const;

/**
 * Re-encodes every image (all are checked before any is stored, so a bad third file stores
 * nothing) and stores three WebP sizes under server-made names.
 */
export async function storeProductImages({
  storage,
  files,
}: {
  storage: Storage;
  files: Buffer[];
}): Promise<StoredImage[]> {
  const rendered = [];
  for (const bytes of files) {
    const [thumb, card, full] = await Promise.all(
      Object.values(PRODUCT_IMAGE_SIZES).map((size) =>
        toWebp({ bytes, allowed: ALLOWED, width: size, height: size, fit: 'inside' }),
      ),
    );
    rendered.push({ thumb: thumb!, card: card!, full: full! });
  }
  return Promise.all(
    rendered.map(async (image) => {
      const name = randomUUID();
      const [thumb, card, full] = await Promise.all([
        storage.put(`products/${name}-thumb.webp`, image.thumb),
        storage.put(`products/${name}-card.webp`, image.card),
        storage.put(`products/${name}-full.webp`, image.full),
      ]);
      return { thumb, card, full };
    }),
  );
}

/** A stored public file's key, from its URL (which ends in it: `<folder>/<name>`). */
const publicKeyOf = (url: string) => url.split('/').slice(-2).join('/');

/**
 * Removes stored product images that a write was to record and did not (their URLs end in their
 * keys, `products/<name>-<size>.webp`).
 */
export async function removeProductImages({
  storage,
  images,
}: {
  storage: Storage;
  images: StoredImage[];
}) {
  await Promise.all(
    images
      .flatMap((image) => [image.thumb, image.card, image.full])
      .map((url) => storage.deletePublic(publicKeyOf(url))),
  );
}

/** A category or brand picture: one WebP, long side 480. */
export async function storeCatalogueImage({
  storage,
  folder,
  bytes,
}: {
  storage: Storage;
  folder: 'categories' | 'brands';
  bytes: Buffer;
}) {
  const webp = await toWebp({ bytes, allowed: ALLOWED, width: 480, height: 480, fit: 'inside' });
  return storage.put(`${folder}/${randomUUID()}.webp`, webp);
}

/** Removes a stored category or brand picture that a write was to record and did not. */
export const removeCatalogueImage = ({ storage, url }: { storage: Storage; url: string }) =>
  storage.deletePublic(publicKeyOf(url));
