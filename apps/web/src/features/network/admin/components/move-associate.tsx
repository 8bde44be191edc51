import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moveAssociateSchema, type NetworkNode } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../../lib/forms';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { translate } from '../../../../lib/i18n/i18n';
import { withElements } from '../../../../lib/i18n/with-elements';
import { moveAssociate, useAssociateSearch } from '../../api/admin-associates';
import { useUpline } from '../../api/get-upline';
import { NodePicker } from '../../components/node-picker';
import { networkKeys } from '../../query-keys';
import { useConsoleNetworkT } from '../messages';

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
  ({ parentId }) => ({ parentId: parentId ? undefined : translate('consoleNetwork.pickParent') }),
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
  const t = useConsoleNetworkT();
  const fieldMessage = useConsoleFieldMessage();

  const confirm = async () => {
    if (!pending || !parent) return;
    setMoving(true);
    try {
      const result = await moveAssociate(node.id, pending);
      toast.success(
        t('consoleNetwork.moved', {
          name: node.name,
          count: amount(result.movedMembers - 1),
          parent: parent.name,
        }),
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
      aria-label={t('consoleNetwork.moveInTree')}
      onSubmit={(event) => void form.handleSubmit(setPending)(event)}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <NodePicker
          key={round}
          ref={parentRef}
          label={t('consoleNetwork.newParent')}
          placeholder={t('consoleNetwork.parentHint')}
          onSearch={setQ}
          matches={candidates.data?.items.filter((candidate) => candidate.id !== node.id)}
          isFetching={candidates.isFetching}
          isError={candidates.isError}
          emptyText={t('consoleNetwork.noMatch')}
          value={parent}
          onChange={(picked) => {
            setParent(picked);
            setParentId(picked?.id ?? 0);
          }}
          error={fieldMessage(errors.parentId?.message)}
          className="min-w-64 flex-1"
        />
        <TextField
          label={t('consoleNetwork.bvAfterMove')}
          inputMode="numeric"
          {...digitsField(form.register('bvValue'), 10)}
          error={fieldMessage(errors.bvValue?.message)}
          hint={t('consoleNetwork.bvAfterMoveHint', { bv: amount(node.personalBv) })}
          className="w-72"
        />
      </div>
      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit">{t('consoleNetwork.previewMove')}</Button>
      <ConsoleConfirmDialog
        open={pending !== null}
        title={t('consoleNetwork.moveTitle')}
        confirmLabel={t('consoleNetwork.move')}
        busyLabel={t('consoleNetwork.moving')}
        busy={isMoving}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && parent ? (
          <div data-testid="move-preview" className="space-y-2">
            <p>
              {withElements(
                t('consoleNetwork.movePreview', {
                  name: node.name,
                  count: amount(node.downlineCount),
                  group: amount(node.groupBv),
                  own: amount(node.personalBv),
                  from: oldParent?.name ?? t('consoleNetwork.theCompany'),
                  to: parent.name,
                  code: parent.referralCode,
                }),
                [<strong />, <strong />, <strong />],
              )}
            </p>
            {pending.bvValue !== undefined && pending.bvValue !== node.personalBv ? (
              <p>
                {t('consoleNetwork.bvBecomes', {
                  bv: amount(pending.bvValue),
                  change: `${pending.bvValue > node.personalBv ? '+' : '-'}${amount(
                    Math.abs(pending.bvValue - node.personalBv),
                  )}`,
                })}
              </p>
            ) : null}
            <p className="text-sm">{t('consoleNetwork.moveRules')}</p>
          </div>
        ) : null}
      </ConsoleConfirmDialog>
    </form>
  );
}
