import type { PostKind } from '@saathi/shared';

/** Where a kind's list lives on the site, and one post under it. */
export const POST_LIST_PATH: Record<PostKind, string> = { blog: '/Shop/blog', news: '/Shop/news' };
export const postPath = (kind: PostKind, slug: string) =>
  `${POST_LIST_PATH[kind]}/${encodeURIComponent(slug)}`;

/** Each kind's name in the console (decision 0163). */
export const KIND_KEYS = {
  blog: 'consoleContent.kindBlog',
  news: 'consoleContent.kindNews',
} as const satisfies Record<PostKind, string>;
