// The catalogue's read shapes come from packages/shared (type-only: no zod in the bundle).
import type {
  Brand,
  Category,
  Product as ProductDetail,
  ProductSort,
  ProductSummary,
} from '@saathi/shared';

export type { Brand, Category, ProductDetail, ProductSort };
export type Product = ProductSummary;

/** Catalogue answers: `{data, errors:[{errorDescription}]}`. */
export interface CatalogueList<T> {
  data: T[];
  errors?: { errorDescription: string }[];
  meta?: { page: number; limit: number; total: number };
}

/** One page of a list, and where it sits in the whole. */
export interface CataloguePage<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** The card-sized rendition of a product's first image. */
export const firstImage = (images: Product['images'] | undefined): string | null =>
  images?.[0]?.card ?? null;
