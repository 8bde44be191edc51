import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { walletAdjustmentSchema } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { adjustWallet } from '../../api/wallet-admin';
import { walletKeys } from '../../query-keys';
import { useConsoleFinanceT } from '../messages';

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
  const t = useConsoleFinanceT();
  const fieldMessage = useConsoleFieldMessage();
  const submit = form.handleSubmit(async (adjustment) => {
    try {
      await adjustWallet(adjustment);
      toast.success(t('consoleFinance.adjusted'));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('consoleFinance.associateId')}
        inputMode="numeric"
        hint={t('consoleFinance.associateIdHint')}
        {...form.register('associateId')}
        error={fieldMessage(errors.associateId?.message)}
      />
      <SelectField label={t('consoleFinance.direction')} {...form.register('direction')}>
        <option value="CREDIT">{t('consoleFinance.credit')}</option>
        <option value="DEBIT">{t('consoleFinance.debit')}</option>
      </SelectField>
      <TextField
        label={t('consoleFinance.amount')}
        inputMode="decimal"
        {...form.register('amount')}
        error={fieldMessage(errors.amount?.message)}
      />
      <TextField
        label={t('consoleFinance.reason')}
        {...form.register('reason')}
        error={fieldMessage(errors.reason?.message)}
      />
      <div className="md:col-span-2">
        <FormMessage message={errors.root?.server?.message} />
        <Button type="submit" busy={isSubmitting} busyText={t('consoleFinance.saving')}>
          {t('consoleFinance.adjustWallet')}
        </Button>
      </div>
    </form>
  );
}
