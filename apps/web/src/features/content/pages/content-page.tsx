import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/http';
import { NotFoundPage } from '../../errors';
import { useContentPage } from '../api/get-content-page';
import { LastUpdated } from '../components/last-updated';
import { MarkdownBody } from '../../../components/ui/markdown';
import { useShellT, type ShellKey } from '../../../lib/i18n/shell';

function ContentSkeleton() {
  return (
    <div aria-busy="true" className="mt-4 space-y-4">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="mt-8 h-40 w-full" />
    </div>
  );
}

interface ContentPageViewProps {
  slug: string;
  /** The page's name in the menus, shown while its text loads. */
  title: ShellKey;
  /** What follows the text on this page (a lead form, the list of posts, the gallery). */
  children?: ReactNode;
}

/** One component for every company, business, shop and policy page (CONTENT_PAGES). */
export default function ContentPageView({ slug, title: titleKey, children }: ContentPageViewProps) {
  const { data: page, isPending, isError, error, refetch, isRefetching } = useContentPage(slug);
  const title = useShellT()(titleKey);

  if (isError && isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{page?.title ?? title}</title>
      {isPending ? (
        <>
          {/* The title is known from the route table, so it shows while the text loads. */}
          <h1 className="text-3xl font-semibold">{title}</h1>
          <ContentSkeleton />
        </>
      ) : isError ? (
        <>
          <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
          <ErrorPanel
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        </>
      ) : (
        <>
          {/* The company's text in the reader's language when it has one (decision 0142). */}
          <div lang={page.language}>
            <h1 className="text-3xl font-semibold">{page.title}</h1>
            {page.summary ? <p className="mt-3 text-lg text-neutral-700">{page.summary}</p> : null}
            <MarkdownBody source={page.body} />
          </div>
          <LastUpdated at={page.updatedAt} />
        </>
      )}
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}
