import type { PostKind } from '@saathi/shared';
import type { ShellKey } from '../../../lib/i18n/shell';
import { ContentPageView } from '../../content';
import { PostList } from '../components/post-list';

/** /Shop/blog and /Shop/news: the intro text, then the published posts. */
export default function PostsPage({
  slug,
  title,
  kind,
}: {
  slug: string;
  title: ShellKey;
  kind: PostKind;
}) {
  return (
    <ContentPageView slug={slug} title={title}>
      <PostList kind={kind} />
    </ContentPageView>
  );
}
