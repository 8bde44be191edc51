import type { Post } from '@saathi/shared';

export type PostSummary = Omit<Post, 'body'>;

export interface PostPage {
  items: PostSummary[];
  page: number;
  limit: number;
  total: number;
}
