import { count, inArray } from 'drizzle-orm';
import {
  clothingDetailsSchema,
  cosmeticDetailsSchema,
  homeEssentialDetailsSchema,
  medicalDetailsSchema,
  medicalEquipmentSchema,
  rupeesToPaise,
  type GstRate,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { insertOpeningStock } from './opening-stock';
import { storeCatalogueImage, storeProductImages } from '../services/common';
import { saveProductVariants } from '../services/product-variants';
import {
  brands,
  categories,
  productFacts,
  products,
  productTranslations,
  productVariants,
} from '../tables';
import { demoProductFacts } from './demo-product-facts';
import { DEMO_HINDI_DESCRIPTIONS } from './demo-product-translations';
import { demoGalleryPng, demoProductPng } from '../../../platform/demo-images';
import type { Storage } from '../../../platform/storage';

const DEMO_CATEGORIES = [
  [
    'Personal Care',
    'personal-care',
    'Soaps, shampoos, oils and oral care',
    ['Hair care', 'Oral care', 'Bath'],
  ],
  ['Skin Care', 'skin-care', 'Creams, face washes and sun care', ['Face', 'Body', 'Sun care']],
  ['Home Essentials', 'home-essentials', 'Cleaners, kitchen and storage', ['Cleaning', 'Kitchen']],
  [
    'Wellness & Nutrition',
    'wellness-nutrition',
    'Ayurvedic supplements, teas and protein',
    ['Ayurveda', 'Supplements'],
  ],
  [
    'Medical Equipment',
    'medical-equipment',
    'Monitors and home-care devices',
    ['Monitors', 'Therapy'],
  ],
  ['Clothing', 'clothing', 'Everyday cotton wear', ['Men', 'Women']],
] as const;
type CategoryKey = (typeof DEMO_CATEGORIES)[number][1];

const DEMO_BRANDS = [
  ['Vedaroot', 'Ayurvedic personal care from Kerala herbs', 'Rooted in tradition'],
  ['Gharelu', 'Everyday home essentials', 'Ghar ki safai, bharose ke saath'],
  ['Swasthya Plus', 'Wellness and home-care devices', 'Health you can measure'],
  ['Khadi Kala', 'Handloom cotton clothing', 'Woven in India'],
] as const;
type BrandKey = (typeof DEMO_BRANDS)[number][0];

type Kind =
  | { cosmeticProducts: unknown }
  | { homeEssentialProducts: unknown }
  | { medicalDetails: unknown }
  | { medicalEquipment: unknown }
  | { clothingDetails: unknown }
  | Record<string, never>;

interface DemoProduct {
  name: string;
  category: CategoryKey;
  brand: BrandKey;
  rupees: number;
  points: number;
  description: string;
  sizes?: string[];
  kind: Kind;
  /** [quantity, alertQuantity] */
  stock: [number, number];
}

const cosmetic = (
  keyIngredients: string[],
  volumeMl: number,
  skinTypes: string[] = ['all'],
  usage = 'Apply to clean skin. For external use only.',
) => ({
  cosmeticProducts: {
    skinTypes,
    volumeMl,
    keyIngredients,
    shelfLifeMonths: 24,
    usage,
    isDermatologicallyTested: true,
  },
});
const home = (material: string, capacity: string, usageInstructions: string) => ({
  homeEssentialProducts: { material, capacity, usageInstructions, safetyWarnings: [] },
});
const supplement = (composition: string, dosage: string) => ({
  medicalDetails: {
    composition,
    dosage,
    warnings: ['Not for children under 12', 'Consult a doctor if pregnant or nursing'],
    sideEffects: [],
    prescriptionRequired: false,
    ageGroup: 'adults',
    regulatoryCategory: 'Ayurvedic proprietary medicine',
    storage: 'Store in a cool, dry place',
  },
});
const device = (modelNumber: string, warrantyMonths: number, powerSource: string) => ({
  medicalEquipment: {
    modelNumber,
    warrantyMonths,
    powerSource,
    certifications: ['CE', 'ISO 13485'],
    usageInstructions: 'Read the user manual before first use.',
    inTheBox: ['Device', 'User manual'],
  },
});
const clothing = (fabric: string, gender: string, sizes: string[]) => ({
  clothingDetails: {
    fabric,
    fit: 'regular',
    care: ['Machine wash cold', 'Do not bleach', 'Dry in shade'],
    gender,
    sizes,
  },
});

const P = (
  name: string,
  category: CategoryKey,
  brand: BrandKey,
  rupees: number,
  points: number,
  description: string,
  kind: Kind,
  stock: [number, number],
  sizes?: string[],
): DemoProduct => ({ name, category, brand, rupees, points, description, kind, stock, sizes });

/**
 * Demo HSN codes and GST rates (the rates after 22 September 2025, when most goods moved to 5 %
 * or 18 %): hair care, soap and toothpaste 5 %, skin care and cleaners 18 %, Ayurvedic
 * medicines, devices, kitchenware and cotton clothing 5 %.
 */
const DEMO_GST: Record<string, [hsnCode: string, gstRate: GstRate]> = {
  'Herbal Neem Shampoo': ['33051090', 5],
  'Amla Hair Oil': ['33059011', 5],
  'Bhringraj Hair Oil': ['33059011', 5],
  'Clove Mint Herbal Toothpaste': ['33061020', 5],
  'Sandalwood Bathing Bar': ['34011190', 5],
  'Charcoal Face Wash': ['33049990', 18],
  'Kesar Glow Face Cream': ['33049910', 18],
  'Aloe Vera Gel': ['33049990', 18],
  'Sunscreen SPF 50 Lotion': ['33049940', 18],
  'Ubtan Face Pack': ['33049990', 18],
  'Vitamin C Night Serum': ['33049990', 18],
  'Floor Cleaner Neem & Lemongrass': ['34029099', 18],
  'Dishwash Gel Lime': ['34022090', 18],
  'Stainless Steel Water Bottle': ['73239390', 5],
  'Bamboo Kitchen Towels': ['48182000', 5],
  'Laundry Liquid Matic': ['34022010', 18],
  'Glass Storage Jar Set': ['70133700', 5],
  'Ashwagandha Capsules': ['30049011', 5],
  Chyawanprash: ['30049011', 5],
  'Giloy Tulsi Juice': ['30049011', 5],
  'Whey Protein Kesar Pista': ['21061000', 5],
  'Triphala Tablets': ['30049011', 5],
  'Green Tea Tulsi': ['09021010', 5],
  'Digital BP Monitor': ['90189019', 5],
  'Pulse Oximeter': ['90189019', 5],
  'Digital Thermometer': ['90251990', 5],
  'Steam Vaporiser': ['84198990', 18],
  'Glucometer Kit': ['90273010', 5],
  'Hot Water Bag': ['40149090', 5],
  'Electric Heating Pad': ['85167990', 18],
  'Cotton Kurta Men': ['62052000', 5],
  'Block Print Kurti': ['62114210', 5],
  'Cotton Stole': ['62142000', 5],
  'Yoga T-Shirt': ['61091000', 5],
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  P(
    'Herbal Neem Shampoo',
    'personal-care',
    'Vedaroot',
    249,
    12,
    'Neem and reetha shampoo for an itchy, flaky scalp.',
    cosmetic(['Neem', 'Reetha', 'Shikakai'], 200, ['all'], 'Massage into wet hair, rinse.'),
    [120, 15],
    ['200 ml', '400 ml'],
  ),
  P(
    'Amla Hair Oil',
    'personal-care',
    'Vedaroot',
    199,
    10,
    'Cold-pressed amla in coconut oil for stronger hair.',
    cosmetic(['Amla', 'Coconut oil'], 200),
    [80, 10],
    ['100 ml', '200 ml'],
  ),
  P(
    'Bhringraj Hair Oil',
    'personal-care',
    'Vedaroot',
    329,
    16,
    'Classic bhringraj and brahmi oil to reduce hair fall.',
    cosmetic(['Bhringraj', 'Brahmi', 'Sesame oil'], 200),
    [6, 10],
  ),
  P(
    'Clove Mint Herbal Toothpaste',
    'personal-care',
    'Vedaroot',
    95,
    4,
    'Clove, mint and babool for fresh breath and healthy gums.',
    cosmetic(['Clove', 'Mint', 'Babool'], 150, ['all'], 'Brush twice a day.'),
    [200, 20],
    ['100 g', '150 g'],
  ),
  P(
    'Sandalwood Bathing Bar',
    'personal-care',
    'Vedaroot',
    79,
    3,
    'Mysore sandalwood soap, pack of one.',
    cosmetic(['Sandalwood oil', 'Glycerine'], 125),
    [300, 30],
    ['75 g', '125 g'],
  ),
  P(
    'Charcoal Face Wash',
    'skin-care',
    'Vedaroot',
    179,
    8,
    'Activated charcoal face wash for oily skin.',
    cosmetic(['Activated charcoal', 'Tea tree'], 100, ['oily', 'combination']),
    [90, 10],
  ),
  P(
    'Kesar Glow Face Cream',
    'skin-care',
    'Vedaroot',
    449,
    22,
    'Saffron and turmeric day cream for an even glow.',
    cosmetic(['Saffron', 'Turmeric', 'Almond oil'], 50, ['normal', 'dry']),
    [40, 8],
    ['50 g'],
  ),
  P(
    'Aloe Vera Gel',
    'skin-care',
    'Vedaroot',
    149,
    7,
    'Soothing aloe gel for sunburn and daily moisture.',
    cosmetic(['Aloe vera', 'Vitamin E'], 150, ['all', 'sensitive']),
    [150, 15],
  ),
  P(
    'Sunscreen SPF 50 Lotion',
    'skin-care',
    'Vedaroot',
    399,
    20,
    'Broad-spectrum, non-greasy sunscreen for Indian summers.',
    cosmetic(
      ['Zinc oxide', 'Aloe vera'],
      100,
      ['all'],
      'Apply 15 minutes before going out; reapply every 2 hours.',
    ),
    [3, 10],
  ),
  P(
    'Ubtan Face Pack',
    'skin-care',
    'Vedaroot',
    229,
    11,
    'Besan, haldi and chandan face pack for brightening.',
    cosmetic(['Besan', 'Turmeric', 'Sandalwood'], 100, ['normal', 'oily']),
    [60, 10],
  ),
  P(
    'Vitamin C Night Serum',
    'skin-care',
    'Vedaroot',
    599,
    30,
    'Stable vitamin C serum with niacinamide.',
    cosmetic(['Vitamin C', 'Niacinamide'], 30, ['normal', 'combination']),
    [35, 5],
  ),
  P(
    'Floor Cleaner Neem & Lemongrass',
    'home-essentials',
    'Gharelu',
    189,
    8,
    'Disinfecting floor cleaner with a fresh lemongrass scent.',
    home('Liquid', '1 L', 'Add 2 capfuls to half a bucket of water.'),
    [110, 20],
    ['1 L', '2 L'],
  ),
  P(
    'Dishwash Gel Lime',
    'home-essentials',
    'Gharelu',
    99,
    4,
    'Cuts grease with the power of lime.',
    home('Liquid', '500 ml', 'Use a few drops on a wet scrubber.'),
    [250, 25],
    ['500 ml', '1 L'],
  ),
  P(
    'Stainless Steel Water Bottle',
    'home-essentials',
    'Gharelu',
    549,
    25,
    'Double-walled bottle that keeps water cold for 24 hours.',
    home('Stainless steel 304', '1 L', 'Hand wash; not for microwave.'),
    [45, 10],
  ),
  P(
    'Bamboo Kitchen Towels',
    'home-essentials',
    'Gharelu',
    299,
    12,
    'Reusable bamboo-fibre towels, pack of 3.',
    home('Bamboo fibre', '3 towels', 'Wash before first use.'),
    [70, 10],
  ),
  P(
    'Laundry Liquid Matic',
    'home-essentials',
    'Gharelu',
    349,
    15,
    'For front and top load machines.',
    home('Liquid', '2 L (60 washes)', 'One cap per wash.'),
    [0, 10],
  ),
  P(
    'Glass Storage Jar Set',
    'home-essentials',
    'Gharelu',
    799,
    35,
    'Airtight borosilicate jars, set of 3.',
    home('Borosilicate glass', '3 × 500 ml', 'Dishwasher safe; lids hand wash.'),
    [20, 5],
  ),
  P(
    'Ashwagandha Capsules',
    'wellness-nutrition',
    'Vedaroot',
    399,
    25,
    'KSM-66 ashwagandha for stress and stamina.',
    supplement('Ashwagandha root extract 500 mg per capsule', '1 capsule twice a day after meals'),
    [90, 15],
    ['60 capsules'],
  ),
  P(
    'Chyawanprash',
    'wellness-nutrition',
    'Vedaroot',
    349,
    20,
    'Classic recipe with amla and 40 herbs.',
    supplement('Amla, ghee, honey and 40 herbs', '1 teaspoon twice a day with warm milk'),
    [100, 20],
    ['500 g', '1 kg'],
  ),
  P(
    'Giloy Tulsi Juice',
    'wellness-nutrition',
    'Vedaroot',
    279,
    14,
    'Immunity juice with giloy, tulsi and amla.',
    supplement('Giloy, tulsi, amla juice', '30 ml with water, empty stomach'),
    [7, 10],
    ['1 L'],
  ),
  P(
    'Whey Protein Kesar Pista',
    'wellness-nutrition',
    'Swasthya Plus',
    2499,
    120,
    '24 g protein per scoop, Indian flavour.',
    supplement(
      'Whey protein concentrate, 24 g protein per 33 g scoop',
      '1 scoop in 200 ml milk or water',
    ),
    [25, 5],
    ['1 kg'],
  ),
  P(
    'Triphala Tablets',
    'wellness-nutrition',
    'Vedaroot',
    179,
    9,
    'Gentle digestive support.',
    supplement('Amalaki, bibhitaki, haritaki 500 mg', '2 tablets at bedtime with warm water'),
    [130, 20],
    ['60 tablets'],
  ),
  P(
    'Green Tea Tulsi',
    'wellness-nutrition',
    'Vedaroot',
    199,
    8,
    'Green tea with holy basil, 25 bags.',
    supplement('Green tea leaves, tulsi', '1 bag in a cup of hot water'),
    [140, 20],
    ['25 bags'],
  ),
  P(
    'Digital BP Monitor',
    'medical-equipment',
    'Swasthya Plus',
    1899,
    90,
    'Upper-arm blood pressure monitor with a large display.',
    device('SBP-220', 24, 'battery'),
    [30, 5],
  ),
  P(
    'Pulse Oximeter',
    'medical-equipment',
    'Swasthya Plus',
    999,
    45,
    'Fingertip SpO2 and pulse reader.',
    device('SPO-10', 12, 'battery'),
    [4, 5],
  ),
  P(
    'Digital Thermometer',
    'medical-equipment',
    'Swasthya Plus',
    199,
    8,
    'Reads in 10 seconds, with fever alarm.',
    device('TH-01', 12, 'battery'),
    [200, 20],
  ),
  P(
    'Steam Vaporiser',
    'medical-equipment',
    'Swasthya Plus',
    449,
    20,
    'Steam inhaler for cold and cough relief.',
    device('SV-3', 6, 'mains'),
    [35, 5],
  ),
  P(
    'Glucometer Kit',
    'medical-equipment',
    'Swasthya Plus',
    1299,
    60,
    'Glucometer with 25 strips and lancets.',
    device('GLU-25', 60, 'battery'),
    [18, 5],
  ),
  P(
    'Hot Water Bag',
    'medical-equipment',
    'Swasthya Plus',
    299,
    12,
    'Rubber hot water bag with a knitted cover.',
    device('HWB-2', 6, 'manual'),
    [55, 10],
  ),
  P(
    'Electric Heating Pad',
    'medical-equipment',
    'Swasthya Plus',
    3499,
    150,
    'Orthopaedic heating pad with 3 heat levels and auto-off.',
    device('HP-300', 12, 'mains'),
    [12, 3],
  ),
  P(
    'Cotton Kurta Men',
    'clothing',
    'Khadi Kala',
    899,
    40,
    'Handloom cotton kurta, straight cut.',
    clothing('100% cotton khadi', 'men', ['S', 'M', 'L', 'XL']),
    [40, 8],
    ['S', 'M', 'L', 'XL'],
  ),
  P(
    'Block Print Kurti',
    'clothing',
    'Khadi Kala',
    749,
    35,
    'Jaipur block-print cotton kurti.',
    clothing('Cotton cambric', 'women', ['S', 'M', 'L', 'XL', 'XXL']),
    [50, 8],
    ['S', 'M', 'L', 'XL', 'XXL'],
  ),
  P(
    'Cotton Stole',
    'clothing',
    'Khadi Kala',
    349,
    15,
    'Lightweight handloom stole.',
    clothing('Cotton mulmul', 'unisex', ['Free size']),
    [60, 10],
    ['Free size'],
  ),
  P(
    'Yoga T-Shirt',
    'clothing',
    'Khadi Kala',
    499,
    22,
    'Breathable organic cotton tee for yoga and walks.',
    clothing('Organic cotton jersey', 'unisex', ['S', 'M', 'L', 'XL']),
    [2, 8],
    ['S', 'M', 'L', 'XL'],
  ),
];

const KIND_SCHEMAS = {
  cosmeticProducts: cosmeticDetailsSchema,
  homeEssentialProducts: homeEssentialDetailsSchema,
  medicalDetails: medicalDetailsSchema,
  medicalEquipment: medicalEquipmentSchema,
  clothingDetails: clothingDetailsSchema,
} as const;

/** The kind structure checked by the same schema the API uses, so the demo is valid data. */
export const parseKind = (kind: Kind) =>
  Object.fromEntries(
    Object.entries(kind).map(([field, value]) => [
      field,
      KIND_SCHEMAS[field as keyof typeof KIND_SCHEMAS].parse(value),
    ]),
  );

/**
 * Demo products sold in sizes or packs (decision 0107), each with its own price, MRP, BV and
 * stock: [label, rupees, MRP rupees, points, stock, alert]. Their price and points above are the
 * cheapest variant's, as the product row mirrors it (decision 0108).
 */
const DEMO_VARIANTS: Record<string, [string, string, string, number, number, number][]> = {
  Chyawanprash: [
    ['500 g', '349', '399', 20, 60, 10],
    ['1 kg', '649', '749', 36, 40, 10],
  ],
  'Cotton Kurta Men': [
    ['S', '899', '1099', 40, 10, 2],
    ['M', '899', '1099', 40, 12, 2],
    ['L', '899', '1099', 40, 12, 2],
    ['XL', '949', '1149', 42, 6, 2],
  ],
};

/** The demo's variants, their opening stock going to each variant (not the default one). */
async function addDemoVariants(db: Db, productIds: Map<string, number>) {
  const entries: Parameters<typeof insertOpeningStock>[1] = [];
  for (const [name, rows] of Object.entries(DEMO_VARIANTS)) {
    const productId = productIds.get(name)!;
    const prefix = name.replace(/[^A-Z]/g, '');
    const skus = rows.map(([label]) => `DEMO-${prefix}-${label.replace(/\s/g, '').toUpperCase()}`);
    await saveProductVariants({
      db,
      actorUserId: null,
      productId,
      isNewProduct: true,
      variants: rows.map(([label, price, mrp, points], index) => ({
        label,
        sku: skus[index]!,
        price: Number(price),
        mrp: Number(mrp),
        points,
        netQuantity: name === 'Chyawanprash' ? label : undefined,
      })),
    });
    const saved = await db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.sku, skus));
    const idOf = new Map(saved.map((row) => [row.sku, row.id]));
    rows.forEach(([, , , , quantity, alertQuantity], index) =>
      entries.push({ productId, variantId: idOf.get(skus[index]!)!, quantity, alertQuantity }),
    );
  }
  await insertOpeningStock(db, entries);
}

/**
 * Demo categories, brands and products with pictures and stock; only when the shop has no
 * products, so the company's own catalogue is never touched.
 */
export async function ensureDemoCatalogue({ db, storage }: { db: Db; storage: Storage }) {
  const [existing] = await db.select({ total: count() }).from(products);
  if ((existing?.total ?? 0) > 0) return false;
  const images = await Promise.all(
    DEMO_PRODUCTS.map(async (product, index) =>
      storeProductImages({
        storage,
        files: [await demoProductPng(product.name, (index * 37) % 360, 480)],
      }),
    ),
  );
  // A labelled demo picture per category, for the home page's category tiles.
  const categoryImages = await Promise.all(
    DEMO_CATEGORIES.map(async ([name], index) =>
      storeCatalogueImage({
        storage,
        folder: 'categories',
        bytes: await demoGalleryPng(name, (index * 61) % 360),
      }),
    ),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map(([name, categoryUniqueName, description, subCategories], index) => ({
          name,
          categoryUniqueName,
          description,
          subCategories: [...subCategories],
          categoryImage: categoryImages[index]!,
        })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({ id: categories.id, uniqueName: categories.categoryUniqueName })
      .from(categories);
    const categoryIds = new Map(categoryRows.map((row) => [row.uniqueName, row.id]));
    const brandRows = await tx
      .insert(brands)
      .values(
        DEMO_BRANDS.map(([name, description, brandSlogan]) => ({ name, description, brandSlogan })),
      )
      .returning({ id: brands.id, name: brands.name });
    const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));
    const inserted = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product, index) => ({
          name: product.name,
          description: product.description,
          categoryId: categoryIds.get(product.category)!,
          brandId: brandIds.get(product.brand)!,
          pricePaise: rupeesToPaise(product.rupees),
          points: product.points,
          hsnCode: DEMO_GST[product.name]![0],
          gstRate: DEMO_GST[product.name]![1],
          pointDescription: `${product.points} BV per unit, credited when the order is delivered`,
          sizes: product.sizes ?? [],
          images: images[index]!,
          popularity: (index * 53) % 97,
          ...parseKind(product.kind),
        })),
      )
      .returning({ id: products.id });
    await tx.insert(productFacts).values(
      inserted.map((row, index) => ({
        productId: row.id,
        ...demoProductFacts(DEMO_PRODUCTS[index]!),
      })),
    );
    const hindi = inserted.flatMap((row, index) => {
      const description = DEMO_HINDI_DESCRIPTIONS[DEMO_PRODUCTS[index]!.name];
      return description ? [{ productId: row.id, language: 'hi', description }] : [];
    });
    await tx.insert(productTranslations).values(hindi);
    await insertOpeningStock(
      tx,
      inserted.flatMap((row, index) =>
        DEMO_VARIANTS[DEMO_PRODUCTS[index]!.name]
          ? []
          : [
              {
                productId: row.id,
                quantity: DEMO_PRODUCTS[index]!.stock[0],
                alertQuantity: DEMO_PRODUCTS[index]!.stock[1],
              },
            ],
      ),
    );
    await addDemoVariants(
      tx,
      new Map(inserted.map((row, index) => [DEMO_PRODUCTS[index]!.name, row.id])),
    );
  });
  return true;
}
