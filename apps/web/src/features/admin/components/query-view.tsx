import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@saathi/shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';

interface QueryViewProps<D> {
  query: UseQueryResult<D>;
  isEmpty: (data: D) => boolean;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  children: (data: D) => ReactNode;
}

/** A console list's states: row-shaped skeletons, the error with a retry, the empty state, the rows. */
export function QueryView<D>({ query, isEmpty, empty, children }: QueryViewProps<D>) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">{MESSAGES.common.loading}</span>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-11 w-full" />
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
