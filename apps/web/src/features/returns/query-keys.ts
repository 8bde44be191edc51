// The returns' query keys (a public entry of the feature, beside index.ts).
const RETURNS = ['returns'] as const;

export const returnKeys = {
  all: () => RETURNS,
  order: (orderId: number) => [...RETURNS, 'order', orderId] as const,
  adminOrder: (orderId: number) => [...RETURNS, 'admin-order', orderId] as const,
  settings: () => [...RETURNS, 'settings'] as const,
};
