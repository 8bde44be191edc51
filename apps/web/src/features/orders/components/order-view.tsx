import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderDetail } from '@saathi/shared';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/http';
import { NotFoundPage } from '../../errors';
import { OrderDetails } from './order-details';

/** An order page's states: loading, not found, failed (with a retry), or the order. */
export function OrderView<T extends OrderDetail>({
  query,
  actions,
}: {
  query: UseQueryResult<T>;
  actions: (order: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <NotFoundPage />;
  if (query.isError)
    return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  return <OrderDetails order={query.data} actions={actions(query.data)} />;
}
