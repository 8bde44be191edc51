import type { PostKind } from '@saathi/shared';
import { PostList } from '../../posts/components/post-list';
import ContentPageView from './content-page';

/** /Shop/blog and /Shop/news: the intro text, then the published posts. */
export default function PostsPage({
  slug,
  title,
  kind,
}: {
  slug: string;
  title: string;
  kind: PostKind;
}) {
  return (
    <ContentPageView slug={slug} title={title}>
      <PostList kind={kind} />
    </ContentPageView>
  );
}
