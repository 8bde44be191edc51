import { count, inArray, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { insertOpeningStock } from './opening-stock';
import { storeProductImages } from '../services/common';
import { brands, categories, products, type StoredImage } from '../tables';
import { demoProductPng } from '../../../platform/demo-images';
import type { Storage } from '../../../platform/storage';
import { seededRandom } from '../../../platform/seeded-random';

const CATEGORIES = [
  ['Personal Care', 'personal-care'],
  ['Skin Care', 'skin-care'],
  ['Home Essentials', 'home-essentials'],
  ['Wellness & Nutrition', 'wellness-nutrition'],
  ['Medical Equipment', 'medical-equipment'],
  ['Clothing', 'clothing'],
  ['Hair Care', 'hair-care'],
  ['Baby Care', 'baby-care'],
  ['Kitchen', 'kitchen'],
  ['Fragrances', 'fragrances'],
] as const;
const BRANDS = [
  'Vedaroot',
  'Gharelu',
  'Swasthya Plus',
  'Khadi Kala',
  'Prakriti',
  'Aarogya',
  'Sugandh',
  'Nirmal',
];
const ADJECTIVES = [
  'Herbal',
  'Organic',
  'Ayurvedic',
  'Classic',
  'Premium',
  'Natural',
  'Gentle',
  'Daily',
  'Pure',
  'Royal',
  'Fresh',
  'Advanced',
];
const INGREDIENTS = [
  'Neem',
  'Tulsi',
  'Amla',
  'Aloe Vera',
  'Sandalwood',
  'Turmeric',
  'Saffron',
  'Coconut',
  'Rose',
  'Lemongrass',
  'Bhringraj',
  'Ashwagandha',
  'Giloy',
  'Mint',
  'Charcoal',
  'Honey',
  'Almond',
  'Jasmine',
];
const TYPES = [
  'Shampoo',
  'Hair Oil',
  'Face Wash',
  'Face Cream',
  'Body Lotion',
  'Soap',
  'Toothpaste',
  'Capsules',
  'Juice',
  'Tea',
  'Floor Cleaner',
  'Dishwash Gel',
  'Kurta',
  'Stole',
  'Serum',
  'Face Pack',
  'Massage Oil',
  'Hand Wash',
];
const PACKS = ['50 ml', '100 ml', '200 ml', '500 ml', '1 L', '75 g', '150 g', '60 tablets'];
const BATCH_SIZE = 500;
const IMAGE_COUNT = 6;

/**
 * Fills the catalogue up to `target` products (a second run adds nothing), in batches of 500,
 * reusing a handful of generated pictures. `onProgress` gets (done, total).
 */
export async function fillLargeCatalogue(options: {
  db: Db;
  storage: Storage;
  target: number;
  onProgress?: (done: number, total: number) => void;
}) {
  const { db, storage, target } = options;
  const [existing] = await db.select({ total: count() }).from(products);
  const toAdd = Math.max(0, target - (existing?.total ?? 0));
  if (toAdd === 0) return { added: 0, total: existing?.total ?? 0 };

  await db
    .insert(categories)
    .values(CATEGORIES.map(([name, categoryUniqueName]) => ({ name, categoryUniqueName })))
    .onConflictDoNothing();
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  const knownBrands = await db
    .select({ name: brands.name })
    .from(brands)
    .where(inArray(brands.name, BRANDS));
  const missingBrands = BRANDS.filter((name) => !knownBrands.some((b) => b.name === name));
  if (missingBrands.length) await db.insert(brands).values(missingBrands.map((name) => ({ name })));
  const brandIds = (await db.select({ id: brands.id }).from(brands)).map((r) => r.id);

  const images: StoredImage[] = [];
  for (let index = 0; index < IMAGE_COUNT; index += 1) {
    const png = await demoProductPng(`Sample product ${index + 1}`, index * 60, 320);
    images.push((await storeProductImages({ storage, files: [png] }))[0]!);
  }

  const random = seededRandom(target + (existing?.total ?? 0));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const yearMs = 365 * 24 * 3600 * 1000;
  const now = Date.now();
  options.onProgress?.(0, toAdd);
  for (let done = 0; done < toAdd; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, toAdd - done);
    const rows = Array.from({ length: size }, () => {
      const ingredient = pick(INGREDIENTS);
      const type = pick(TYPES);
      const rupees = 79 + Math.floor(random() * 3420);
      return {
        name: `${pick(ADJECTIVES)} ${ingredient} ${type} ${pick(PACKS)}`,
        description: `${ingredient} ${type.toLowerCase()} made in India. ${pick(ADJECTIVES)} care for the whole family.`,
        categoryId: pick(categoryIds),
        brandId: pick(brandIds),
        pricePaise: rupeesToPaise(rupees + (random() < 0.3 ? 0.5 : 0)),
        points: Math.floor(rupees / 20),
        pointDescription: `${Math.floor(rupees / 20)} BV per unit`,
        isVisible: random() > 0.02,
        popularity: Math.floor(random() * 1000),
        images: [pick(images)],
        sizes: [],
        createdAt: new Date(now - Math.floor(random() * yearMs)),
      };
    });
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    await insertOpeningStock(
      db,
      inserted.map(({ id }) => {
        const quantity = random() < 0.05 ? 0 : Math.floor(random() * 300);
        return { productId: id, quantity, alertQuantity: 10 };
      }),
    );
    options.onProgress?.(done + size, toAdd);
  }
  // After a bulk load: fresh statistics for the planner, and a visibility map so page counts
  // are index-only scans (autovacuum would get there, later).
  await db.execute(sql`vacuum analyze products, stores, categories, brands`);
  return { added: toAdd, total: (existing?.total ?? 0) + toAdd };
}
