import type { MediaKind } from '@saathi/shared';

// The media's query keys, in one place (a public entry of the feature, beside index.ts).
export const mediaKeys = {
  /** The published images of a kind, as the site shows them. */
  published: (kind: MediaKind) => ['media', kind] as const,
  /** Every image of a kind, unpublished too (the console). */
  admin: (kind: MediaKind) => ['admin', 'media', kind] as const,
};
