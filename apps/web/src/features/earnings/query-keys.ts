// Earnings' query keys, in one place (a public entry of the feature, beside index.ts).
export const earningsKeys = {
  all: () => ['earnings'] as const,
  progress: () => ['earnings', 'progress'] as const,
  binary: () => ['earnings', 'binary'] as const,
  clawbacks: () => ['earnings', 'clawbacks'] as const,
  plans: () => ['earnings', 'plans'] as const,
  periods: () => ['earnings', 'periods'] as const,
  review: (month: string) => ['earnings', 'review', month] as const,
};
