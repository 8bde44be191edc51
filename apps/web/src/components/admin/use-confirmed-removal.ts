import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../ui/toast';

/**
 * The console's "delete this?": the row asked about is kept while its question is open, and
 * confirming runs `remove` on it (which says what was done), busy meanwhile. A failure shows its
 * message and closes the question, or leaves it open to try again with `keepOnFailure`.
 * `dialog` is the question's ConfirmDialog props.
 */
export function useConfirmedRemoval<T>(
  remove: (item: T) => Promise<void>,
  { keepOnFailure = false } = {},
) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      setTarget(null);
    } catch (caught) {
      toast.error(errorMessage(caught));
      if (!keepOnFailure) setTarget(null);
    } finally {
      setBusy(false);
    }
  };
  return {
    /** The row asked about, null while no question is open. */
    target,
    // As an updater, so that a function to remove is kept, not called.
    ask: (item: T) => setTarget(() => item),
    dialog: {
      open: target !== null,
      busy,
      onConfirm: () => void confirm(),
      onCancel: () => setTarget(null),
    },
  };
}
