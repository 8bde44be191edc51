import { Link, useParams } from 'wouter';
import type { PostKind } from '@saathi/shared';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useLanguage } from '../../../lib/i18n/i18n';
import { MarkdownBody } from '../../../components/ui/markdown';
import { useContentT } from '../../content';
import { NotFoundPage } from '../../errors';
import { usePost } from '../api/get-post';
import { POST_LIST_PATH } from '../post-paths';

const BACK_LABEL = { blog: 'content.allBlogPosts', news: 'content.allNews' } as const;

/** One blog post or news item, its Markdown rendered safely. */
export default function PostPage({ kind }: { kind: PostKind }) {
  const { slug = '' } = useParams();
  const { data: post, isPending, isError, error, refetch, isRefetching } = usePost(kind, slug);
  const t = useContentT();
  const language = useLanguage();
  if (isError && isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to={POST_LIST_PATH[kind]}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand"
      >
        ← {t(BACK_LABEL[kind])}
      </Link>
      {isPending ? (
        <div aria-busy="true" className="mt-4 space-y-4">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : isError ? (
        <div className="mt-4">
          <ErrorPanel
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        </div>
      ) : (
        <>
          <title>{post.title}</title>
          {/* The post is the company's, in Hindi where it wrote one (decision 0165). */}
          <h1 lang={post.language ?? 'en'} className="mt-4 text-3xl font-semibold">
            {post.title}
          </h1>
          <p className="mt-2 text-sm text-neutral-600">
            <time dateTime={post.publishedAt ?? post.updatedAt}>
              {formatDate(post.publishedAt ?? post.updatedAt, language)}
            </time>
          </p>
          <div lang={post.language ?? 'en'}>
            {post.summary ? <p className="mt-4 text-lg text-neutral-700">{post.summary}</p> : null}
            <MarkdownBody source={post.body} />
          </div>
        </>
      )}
    </article>
  );
}
