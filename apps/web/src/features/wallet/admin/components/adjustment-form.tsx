import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { WALLET_MESSAGES, walletAdjustmentSchema } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { adjustWallet } from '../../api/wallet-admin';
import { walletKeys } from '../../query-keys';

interface Values {
  associateId: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
}
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const resolver = payloadResolver(walletAdjustmentSchema, (values: Values) => ({
  ...values,
  associateId: numberOrUndefined(values.associateId),
  amount: numberOrUndefined(values.amount),
}));

/** Finance credits or debits a wallet with a reason (audited); a credit withholds TDS as due. */
export function AdjustmentForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: { associateId: '', direction: 'CREDIT', amount: '', reason: '' } as Values,
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (adjustment) => {
    try {
      await adjustWallet(adjustment);
      toast.success(WALLET_MESSAGES.adjusted);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Associate id"
        inputMode="numeric"
        hint="The number on the associate's page in the console"
        {...form.register('associateId')}
        error={errors.associateId?.message}
      />
      <SelectField label="Credit or debit" {...form.register('direction')}>
        <option value="CREDIT">Credit (adds earnings)</option>
        <option value="DEBIT">Debit (takes back)</option>
      </SelectField>
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        {...form.register('amount')}
        error={errors.amount?.message}
      />
      <TextField label="Reason" {...form.register('reason')} error={errors.reason?.message} />
      <div className="md:col-span-2">
        <FormMessage message={errors.root?.server?.message} />
        <Button type="submit" busy={isSubmitting} busyText="Saving...">
          Adjust wallet
        </Button>
      </div>
    </form>
  );
}
