// The orders' query keys, in one place (a public entry of the feature, beside index.ts).
const ORDERS = ['orders'] as const;
const ADMIN_ORDERS = ['admin-orders'] as const;

export const orderKeys = {
  /** Everything the shopper's screens read: the list's pages and each order. */
  all: () => ORDERS,
  list: (page: number) => [...ORDERS, 'list', page] as const,
  detail: (ref: string) => [...ORDERS, 'detail', ref] as const,
  adminAll: () => ADMIN_ORDERS,
  adminList: (filters: object) => [...ADMIN_ORDERS, 'list', filters] as const,
  adminDetail: (ref: string) => [...ADMIN_ORDERS, 'detail', ref] as const,
};
