import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { bvAdjustmentSchema, type BvAdjustmentInput, type NetworkNode } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../../lib/forms';
import { bvKeys } from '../../../business-values/query-keys';
import { adjustBusinessValue } from '../../api/admin-associates';
import { networkKeys } from '../../query-keys';
import { useConsoleNetworkT } from '../messages';

const resolver = payloadResolver(bvAdjustmentSchema);
const EMPTY: BvAdjustmentInput = { type: 'CREDIT', points: '', reason: '' };

/**
 * A manual credit or debit of confirmed BV with a reason, checked with the API's schema. One
 * Idempotency-Key per entry: a retry of the same submit cannot record it twice.
 */
export function AdjustBvForm({ node }: { node: NetworkNode }) {
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: EMPTY, resolver });
  const { register, formState } = form;
  const { errors } = formState;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const t = useConsoleNetworkT();
  const fieldMessage = useConsoleFieldMessage();

  const submit = form.handleSubmit(async (input) => {
    try {
      await adjustBusinessValue(node.id, input, key);
      toast.success(
        t(input.type === 'CREDIT' ? 'consoleNetwork.credited' : 'consoleNetwork.debited', {
          points: input.points,
        }),
      );
      form.reset(EMPTY);
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bvKeys.all() }),
        queryClient.invalidateQueries({ queryKey: networkKeys.all() }),
      ]);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('consoleNetwork.adjustBv')}
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <SelectField label={t('consoleNetwork.type')} {...register('type')} className="w-36">
          <option value="CREDIT">{t('consoleNetwork.credit')}</option>
          <option value="DEBIT">{t('consoleNetwork.debit')}</option>
        </SelectField>
        <TextField
          label={t('consoleNetwork.bvPoints')}
          inputMode="numeric"
          {...digitsField(register('points'), 10)}
          error={fieldMessage(errors.points?.message)}
          className="w-36"
        />
        <TextField
          label={t('consoleNetwork.reason')}
          {...register('reason')}
          error={fieldMessage(errors.reason?.message)}
          className="min-w-64 flex-1"
        />
      </div>
      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleNetwork.saving')}>
        {t('consoleNetwork.recordAdjustment')}
      </Button>
    </form>
  );
}
