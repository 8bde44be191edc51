import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NetworkNode } from '@saathi/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { errorMessage } from '../../../../lib/error-message';
import { moveAssociate, useAssociates } from '../../api/admin-associates';
import { useUpline } from '../../api/get-upline';
import { networkKeys } from '../../query-keys';

const amount = (value: number) => value.toLocaleString('en-IN');

/** Choose a new placement parent, see what moves, confirm. */
export function MoveAssociate({ node }: { node: NetworkNode }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300).trim();
  const [target, setTarget] = useState<NetworkNode | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = useAssociates({ q, page: 1, limit: 8, rank: '', status: '' });
  const from = useUpline(node.id);
  const oldParent = from.data?.at(-2);

  const move = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const result = await moveAssociate(node.id, target.id);
      toast.success(
        `${node.name} and ${amount(result.movedMembers - 1)} members now sit under ${target.name}`,
      );
      setTarget(null);
      setText('');
      await queryClient.invalidateQueries({ queryKey: networkKeys.all() });
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <TextField
        label="New placement parent"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, phone or referral code"
        className="max-w-md"
      />
      {q.length >= 2 ? (
        <ul
          aria-label="Possible parents"
          className="max-w-md rounded-xl border border-neutral-200 bg-white"
        >
          {(candidates.data?.items ?? [])
            .filter((candidate) => candidate.id !== node.id)
            .map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  onClick={() => setTarget(candidate)}
                  className="flex min-h-11 w-full items-center justify-between px-3 py-2 text-left hover:bg-neutral-50"
                >
                  <span className="font-semibold">{candidate.name}</span>
                  <span className="text-sm text-neutral-600">{candidate.referralCode}</span>
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Move in the tree?"
        confirmLabel="Move"
        busyLabel="Moving..."
        busy={busy}
        onConfirm={() => void move()}
        onCancel={() => setTarget(null)}
      >
        {target ? (
          <div data-testid="move-preview" className="space-y-2">
            <p>
              <strong>{node.name}</strong> and {amount(node.downlineCount)} members below them
              (group BV {amount(node.groupBv)}, own BV {amount(node.personalBv)}) move from under{' '}
              <strong>{oldParent?.name ?? 'the company'}</strong> to under{' '}
              <strong>{target.name}</strong> ({target.referralCode}).
            </p>
            <p className="text-sm">
              Their sponsor stays the same. A move under their own downline is refused. The move is
              recorded in the audit log.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
      <p className="text-sm text-neutral-600">
        Choose a parent to see what moves before confirming.
      </p>
    </div>
  );
}
