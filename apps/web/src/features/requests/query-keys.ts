// The requests' query keys (a public entry of the feature, beside index.ts).
const REQUESTS = ['requests'] as const;

export const requestKeys = {
  /** Every list: one's own and the console's queue. */
  all: () => REQUESTS,
  ofUser: (userId: number, page: number) => [...REQUESTS, 'user', userId, page] as const,
  queue: (filters: object) => [...REQUESTS, 'queue', filters] as const,
  /** Outside all(): a fetched document never changes when the lists do. */
  kycDocument: (path: string) => ['kyc-document', path] as const,
};
