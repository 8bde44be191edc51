import type { PostKind } from '@saathi/shared';

/** What POST and PUT /api/admin/posts take. */
export interface SavePostBody {
  kind: PostKind;
  title: string;
  summary: string;
  body: string;
  isPublished: boolean;
}
