import type { Language, PostKind } from '@saathi/shared';

// The posts' query keys, in one place (a public entry of the feature, beside index.ts): the
// public lists and posts, and the console's.
const ADMIN_POSTS = ['admin', 'posts'] as const;

export const postKeys = {
  /** Every public page of a kind's list. */
  lists: (kind: PostKind) => ['posts', kind] as const,
  list: (kind: PostKind, page: number, limit: number, language: Language) =>
    ['posts', kind, page, limit, language] as const,
  /** A post in every language (its slug), or in one. */
  post: (kind: PostKind, slug: string, language?: Language) =>
    language ? (['post', kind, slug, language] as const) : (['post', kind, slug] as const),
  /** Every page of the console's lists, of both kinds. */
  adminLists: () => ADMIN_POSTS,
  adminList: (kind: PostKind, page: number, limit: number) =>
    [...ADMIN_POSTS, kind, page, limit] as const,
  adminPost: (id: number) => ['admin', 'post', id] as const,
  adminTranslation: (id: number, language: string) =>
    ['admin', 'post', id, 'translation', language] as const,
};
