import { Link, useSearchParams } from 'wouter';
import type { PostKind } from '@saathi/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useContentT } from '../../content';
import { usePosts } from '../api/get-posts';
import { postPath } from '../post-paths';

const PAGE_SIZE = 10;
const EMPTY_TEXT = {
  blog: { title: 'content.noBlogTitle', text: 'content.noBlogText' },
  news: { title: 'content.noNewsTitle', text: 'content.noNewsText' },
} as const satisfies Record<PostKind, object>;

/** The published posts of a kind: title, date, summary and "Read more", with paging (?page=). */
export function PostList({ kind }: { kind: PostKind }) {
  const [params, setParams] = useSearchParams();
  const t = useContentT();
  const language = useLanguage();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, error, refetch, isRefetching } = usePosts(
    kind,
    page,
    PAGE_SIZE,
  );

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorPanel message={error.message} onRetry={() => void refetch()} retrying={isRefetching} />
    );
  }
  if (data.items.length === 0) {
    return <EmptyState title={t(EMPTY_TEXT[kind].title)} description={t(EMPTY_TEXT[kind].text)} />;
  }
  const pageCount = Math.ceil(data.total / data.limit);
  return (
    <div className="space-y-8">
      <ul className="divide-y divide-neutral-200" data-testid="post-list">
        {data.items.map((post) => (
          <li key={post.id} className="py-6 first:pt-0">
            <article aria-labelledby={`post-${post.id}`}>
              {/* A post's title and summary are the company's, in Hindi where it wrote one (0165). */}
              <h2
                id={`post-${post.id}`}
                lang={post.language ?? 'en'}
                className="text-xl font-semibold"
              >
                <Link to={postPath(kind, post.slug)} className="hover:text-brand">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-neutral-600">
                <time dateTime={post.publishedAt ?? post.updatedAt}>
                  {formatDate(post.publishedAt ?? post.updatedAt, language)}
                </time>
              </p>
              {post.summary ? (
                <p lang={post.language ?? 'en'} className="mt-2 text-neutral-800">
                  {post.summary}
                </p>
              ) : null}
              <Link
                to={postPath(kind, post.slug)}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
                aria-label={t('content.readMoreAbout', { title: post.title })}
              >
                {t('content.readMore')}
              </Link>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          label={t('content.postPages')}
        />
      ) : null}
    </div>
  );
}
