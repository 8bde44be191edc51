import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@saathi/shared/messages';
import { EmptyState } from '../ui/empty-state';
import { ErrorPanel } from '../ui/error-panel';
import { Skeleton } from '../ui/skeleton';

/** The loading placeholder, shaped like the list it stands for so nothing jumps when it arrives. */
interface SkeletonShape {
  count?: number;
  /** Each placeholder's classes. */
  item?: string;
  /** How the placeholders are laid out. */
  layout?: string;
}

export interface QueryViewProps<D> {
  query: UseQueryResult<D>;
  isEmpty: (data: D) => boolean;
  empty: { title: string; description?: ReactNode; action?: ReactNode; icon?: ReactNode };
  /** Five table-row bars unless given. */
  skeleton?: SkeletonShape;
  children: (data: D) => ReactNode;
}

/** A console list's states: the skeleton, the error with a retry, the empty state, the rows. */
export function QueryView<D>({
  query,
  isEmpty,
  empty,
  skeleton = {},
  children,
}: QueryViewProps<D>) {
  if (query.isPending) {
    const { count = 5, item = 'h-11 w-full', layout = 'space-y-2' } = skeleton;
    return (
      <div aria-busy="true" className={layout}>
        <span className="sr-only">{MESSAGES.common.loading}</span>
        {Array.from({ length: count }, (_, key) => (
          <Skeleton key={key} className={item} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}
