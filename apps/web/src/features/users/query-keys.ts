// The console's users query keys (a public entry of the feature, beside index.ts).
const USERS = ['admin-users'] as const;

export const userKeys = {
  /** Every list page and every user's page. */
  all: () => USERS,
  list: (filters: object) => [...USERS, 'list', filters] as const,
  detail: (id: number) => [...USERS, 'detail', id] as const,
};
