import type { ReactNode } from 'react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel } from '../ui/error-panel';
import { Skeleton } from '../ui/skeleton';

/** What an item's translation form is given. */
export interface TranslationEditing<T, V> {
  /** The saved version, null before its first save. */
  existing: T | null;
  /** Saves the version, keeps it as the editor's and refreshes the readers' pages. */
  save: (values: V) => Promise<void>;
  /** Removes the version, and refreshes as a save does. */
  remove: () => Promise<void>;
}

interface TranslationEditorProps<T, V> {
  /** The version's read, from the item's admin hook. */
  translation: UseQueryResult<T | null>;
  /** Where that read keeps the version, replaced by what a save returns. */
  translationKey: QueryKey;
  /** The readers' reads that show the version, refreshed after a save or a removal. */
  readerKeys: readonly QueryKey[];
  onSave: (values: V) => Promise<T>;
  onRemove: () => Promise<void>;
  /** The loading placeholder's classes, about the form's size. */
  skeleton: string;
  children: (editing: TranslationEditing<T, V>) => ReactNode;
}

/**
 * A page's, post's or product's version in another language (decisions 0142, 0165): its read's
 * placeholder and error, then its form, whose save or removal replaces the editor's copy and
 * refreshes what readers see.
 */
export function TranslationEditor<T, V>({
  translation,
  translationKey,
  readerKeys,
  onSave,
  onRemove,
  skeleton,
  children,
}: TranslationEditorProps<T, V>) {
  const queryClient = useQueryClient();
  const stored = (version: T | null) => {
    queryClient.setQueryData(translationKey, version);
    for (const queryKey of readerKeys) void queryClient.invalidateQueries({ queryKey });
  };

  if (translation.isPending) return <Skeleton className={skeleton} />;
  if (translation.isError) {
    return (
      <ErrorPanel
        message={translation.error.message}
        onRetry={() => void translation.refetch()}
        retrying={translation.isRefetching}
      />
    );
  }
  return children({
    existing: translation.data,
    save: async (values) => stored(await onSave(values)),
    remove: async () => {
      await onRemove();
      stored(null);
    },
  });
}
