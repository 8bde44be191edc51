// The coupons feature's query keys, in one place (a public entry of the feature, beside index.ts).
const COUPONS = ['coupons'] as const;
const ADMIN_COUPONS = ['admin-coupons'] as const;

export const couponKeys = {
  /** The coupons the signed-in shopper can use now. */
  usable: () => [...COUPONS, 'usable'] as const,
  adminAll: () => ADMIN_COUPONS,
  adminList: () => [...ADMIN_COUPONS, 'list'] as const,
  adminDetail: (id: number) => [...ADMIN_COUPONS, 'detail', id] as const,
  usage: (id: number) => [...ADMIN_COUPONS, 'usage', id] as const,
};
