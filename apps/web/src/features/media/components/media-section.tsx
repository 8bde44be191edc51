import type { MediaKind } from '@saathi/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMedia } from '../api/get-media';
import { MediaGrid } from './media-grid';

interface MediaSectionProps {
  kind: MediaKind;
  emptyTitle: string;
  emptyText: string;
}

/** The published images of one kind, with loading, error and empty states. */
export function MediaSection({ kind, emptyTitle, emptyText }: MediaSectionProps) {
  const { data, isPending, isError, error, refetch, isRefetching } = useMedia(kind);
  if (isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="aspect-[4/3] w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorPanel message={error.message} onRetry={() => void refetch()} retrying={isRefetching} />
    );
  }
  if (data.length === 0) return <EmptyState title={emptyTitle} description={emptyText} />;
  return <MediaGrid items={data} />;
}
