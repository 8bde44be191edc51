import type { PostKind } from '@saathi/shared';

// The posts' query keys, in one place (a public entry of the feature, beside index.ts): the
// public lists and posts, and the console's.
const ADMIN_POSTS = ['admin', 'posts'] as const;

export const postKeys = {
  /** Every public page of a kind's list. */
  lists: (kind: PostKind) => ['posts', kind] as const,
  list: (kind: PostKind, page: number, limit: number) => ['posts', kind, page, limit] as const,
  post: (kind: PostKind, slug: string) => ['post', kind, slug] as const,
  /** Every page of the console's lists, of both kinds. */
  adminLists: () => ADMIN_POSTS,
  adminList: (kind: PostKind, page: number, limit: number) =>
    [...ADMIN_POSTS, kind, page, limit] as const,
  adminPost: (id: number) => ['admin', 'post', id] as const,
};
