import type { Brand, Category, Product, ProductSummary, ProductVariant } from '@saathi/shared';

type ProductImage = ProductSummary['images'][number];

/** An uploaded picture's three sizes: /uploads/<name>-thumb.webp, -card, -full. */
export const buildImage = (name: string): ProductImage => ({
  thumb: `/uploads/${name}-thumb.webp`,
  card: `/uploads/${name}-card.webp`,
  full: `/uploads/${name}-full.webp`,
});

/**
 * A visible product in stock, as lists show it; its name and picture follow its id ("Product 7",
 * /uploads/p7-…), so a list of them reads apart.
 */
export function buildProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    brandId: 1,
    categoryId: 1,
    name: `Product ${id}`,
    description: 'A daily essential.',
    price: 1299.5,
    points: 12,
    pointDescription: '',
    hsnCode: '33049990',
    gstRate: 18,
    isVisible: true,
    isDeleted: false,
    images: [buildImage(`p${id}`)],
    inStock: true,
    isLowStock: false,
    ...overrides,
  };
}

/** A variant as the product read answers it: the single default one unless told. */
export const buildProductVariant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  id: 1,
  label: '',
  sku: 'SKU-1',
  price: 299,
  mrp: 299,
  discountPercent: 0,
  points: 10,
  netQuantity: null,
  gstRate: 18,
  hsnCode: '3304',
  inStock: true,
  isLowStock: false,
  ...overrides,
});

/** The product's own page: buildProduct's product in one size, with facts and no kind details. */
export const buildProductDetail = (overrides: Partial<Product> = {}): Product => ({
  ...buildProduct(overrides),
  sizes: ['100 ml'],
  variants: [
    buildProductVariant({
      id: overrides.id ?? 1,
      price: overrides.price ?? 1299.5,
      mrp: overrides.price ?? 1299.5,
      points: overrides.points ?? 12,
      inStock: overrides.inStock ?? true,
      isLowStock: overrides.isLowStock ?? false,
    }),
  ],
  homeEssentialProducts: null,
  cosmeticProducts: null,
  medicalDetails: null,
  medicalEquipment: null,
  clothingDetails: null,
  categoryUniqueName: 'personal-care',
  facts: {
    makerRole: 'MANUFACTURER',
    makerName: 'Vedaroot Herbals Private Limited',
    makerAddress: 'Plot 12, Kalamassery, Kochi, Kerala 683104',
    countryOfOrigin: 'India',
    bestBefore: 'Best before 36 months from manufacture',
  },
  createdAt: '2026-11-21T05:00:00.000Z',
  updatedAt: '2026-11-21T05:00:00.000Z',
  ...overrides,
});

/** A category without picture or subcategories, named after its id unless told. */
export const buildCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 1,
  name: `Category ${overrides.id ?? 1}`,
  description: '',
  categoryImage: null,
  categoryUniqueName: `category-${overrides.id ?? 1}`,
  isDeleted: false,
  subCategories: [],
  ...overrides,
});

/** A brand without logo or slogan, named after its id unless told. */
export const buildBrand = (overrides: Partial<Brand> = {}): Brand => ({
  id: 1,
  name: `Brand ${overrides.id ?? 1}`,
  description: '',
  brandSlogan: '',
  brandImage: null,
  isDeleted: false,
  ...overrides,
});
