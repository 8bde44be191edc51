import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moveAssociateSchema, type NetworkNode } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../../lib/forms';
import { moveAssociate, useAssociateSearch } from '../../api/admin-associates';
import { useUpline } from '../../api/get-upline';
import { NodePicker } from '../../components/node-picker';
import { networkKeys } from '../../query-keys';

interface Values {
  /** 0 until a parent is picked. */
  parentId: number;
  /** Empty keeps the node's BV. */
  bvValue: string;
}

type Move = z.output<typeof moveAssociateSchema>;

const resolver = payloadResolver(
  moveAssociateSchema,
  ({ parentId, bvValue }: Values) => ({ parentId, bvValue: bvValue || undefined }),
  ({ parentId }) => ({ parentId: parentId ? undefined : 'Pick the new parent from the list.' }),
);

const amount = (value: number) => value.toLocaleString('en-IN');

/** Choose a new placement parent (and, if it should change, the node's BV), preview, confirm. */
export function MoveAssociate({ node }: { node: NetworkNode }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Move>({
    defaultValues: { parentId: 0, bvValue: '' },
    resolver,
  });
  const { errors } = form.formState;
  const {
    field: { ref: parentRef, onChange: setParentId },
  } = useController({ control: form.control, name: 'parentId' });
  const [parent, setParent] = useState<NetworkNode | null>(null);
  const [q, setQ] = useState('');
  const candidates = useAssociateSearch(q);
  const [pending, setPending] = useState<Move | null>(null);
  const [isMoving, setMoving] = useState(false);
  // A new picker after each move, so its box starts empty.
  const [round, setRound] = useState(0);
  const oldParent = useUpline(node.id).data?.at(-2);

  const confirm = async () => {
    if (!pending || !parent) return;
    setMoving(true);
    try {
      const result = await moveAssociate(node.id, pending);
      toast.success(
        `${node.name} and ${amount(result.movedMembers - 1)} members now sit under ${parent.name}`,
      );
      form.reset();
      setParent(null);
      setRound((value) => value + 1);
      await queryClient.invalidateQueries({ queryKey: networkKeys.all() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    } finally {
      setPending(null);
      setMoving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Move in the tree"
      onSubmit={(event) => void form.handleSubmit(setPending)(event)}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <NodePicker
          key={round}
          ref={parentRef}
          label="New placement parent"
          placeholder="Name, phone or referral code"
          onSearch={setQ}
          matches={candidates.data?.items.filter((candidate) => candidate.id !== node.id)}
          isFetching={candidates.isFetching}
          isError={candidates.isError}
          emptyText="No associate matches."
          value={parent}
          onChange={(picked) => {
            setParent(picked);
            setParentId(picked?.id ?? 0);
          }}
          error={errors.parentId?.message}
          className="min-w-64 flex-1"
        />
        <TextField
          label="BV after the move (optional)"
          inputMode="numeric"
          {...digitsField(form.register('bvValue'), 10)}
          error={errors.bvValue?.message}
          hint={`Empty keeps ${amount(node.personalBv)}; another figure is recorded as an adjustment.`}
          className="w-72"
        />
      </div>
      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit">Preview the move</Button>
      <ConfirmDialog
        open={pending !== null}
        title="Move in the tree?"
        confirmLabel="Move"
        busyLabel="Moving..."
        busy={isMoving}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && parent ? (
          <div data-testid="move-preview" className="space-y-2">
            <p>
              <strong>{node.name}</strong> and {amount(node.downlineCount)} members below them
              (group BV {amount(node.groupBv)}, own BV {amount(node.personalBv)}) move from under{' '}
              <strong>{oldParent?.name ?? 'the company'}</strong> to under{' '}
              <strong>{parent.name}</strong> ({parent.referralCode}).
            </p>
            {pending.bvValue !== undefined && pending.bvValue !== node.personalBv ? (
              <p>
                Their BV becomes {amount(pending.bvValue)}: an adjustment of{' '}
                {pending.bvValue > node.personalBv ? '+' : '-'}
                {amount(Math.abs(pending.bvValue - node.personalBv))} in the ledger.
              </p>
            ) : null}
            <p className="text-sm">
              Their sponsor stays the same. A move under their own downline is refused. The move is
              recorded in the audit log.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
