import type { DownlineSort } from '@saathi/shared';

// The network's query keys, in one place (a public entry of the feature, beside index.ts).
export const networkKeys = {
  all: () => ['network'] as const,
  tree: (id: number, after = 0) => ['network', 'tree', id, after] as const,
  upline: (id: number) => ['network', 'upline', id] as const,
  downline: (id: number, filters: { level?: number; q?: string; sort?: DownlineSort }) =>
    ['network', 'downline', id, filters] as const,
  referred: (page: number) => ['network', 'referred', page] as const,
  repurchases: (id: number) => ['network', 'repurchases', id] as const,
  admin: (filters: object) => ['network', 'admin', filters] as const,
};
