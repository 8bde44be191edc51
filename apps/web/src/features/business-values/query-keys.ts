import type { BvPointsQuery } from '@saathi/shared';

// Business-value query keys, in one place (a public entry of the feature, beside index.ts).
export const bvKeys = {
  all: () => ['business-values'] as const,
  points: (userId: number, query: BvPointsQuery) => ['business-values', userId, query] as const,
};
