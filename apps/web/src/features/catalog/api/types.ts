// The catalogue's read shapes come from packages/shared (type-only: no zod in the bundle).
import type { Category, ProductSummary } from '@saathi/shared';

export type { Category };
export type Product = ProductSummary;

/** Catalogue answers: `{data, errors:[{errorDescription}]}`. */
export interface CatalogueList<T> {
  data: T[];
  errors?: { errorDescription: string }[];
}

/** The card-sized rendition of a product's first image. */
export const firstImage = (images: Product['images']): string | null => images[0]?.card ?? null;
