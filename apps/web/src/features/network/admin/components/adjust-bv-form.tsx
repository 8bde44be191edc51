import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { bvAdjustmentSchema, type BvAdjustmentInput, type NetworkNode } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../../lib/forms';
import { bvKeys } from '../../../business-values/query-keys';
import { adjustBusinessValue } from '../../api/admin-associates';
import { networkKeys } from '../../query-keys';

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

  const submit = form.handleSubmit(async (input) => {
    try {
      await adjustBusinessValue(node.id, input, key);
      toast.success(`${input.type === 'CREDIT' ? 'Credited' : 'Debited'} ${input.points} BV`);
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
      aria-label="Adjust business value"
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <SelectField label="Type" {...register('type')} className="w-36">
          <option value="CREDIT">Credit</option>
          <option value="DEBIT">Debit</option>
        </SelectField>
        <TextField
          label="BV points"
          inputMode="numeric"
          {...digitsField(register('points'), 10)}
          error={errors.points?.message}
          className="w-36"
        />
        <TextField
          label="Reason"
          {...register('reason')}
          error={errors.reason?.message}
          className="min-w-64 flex-1"
        />
      </div>
      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
        Record adjustment
      </Button>
    </form>
  );
}
