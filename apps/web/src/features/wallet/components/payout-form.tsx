import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { payoutPayloadSchema, type PaymentSummary } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../lib/forms';
import { requestPayout } from '../api/wallet';
import { walletKeys } from '../query-keys';
import { useWalletFieldMessage, useWalletT } from '../messages';
import { money } from './money';

const resolver = payloadResolver(payoutPayloadSchema, (values: { amount: string }) => ({
  amount: values.amount.trim() === '' ? undefined : Number(values.amount),
}));

/** Asks for a withdrawal to the KYC bank account: held from the balance until decided. */
export function PayoutForm({ summary }: { summary: PaymentSummary }) {
  const t = useWalletT();
  const fieldMessage = useWalletFieldMessage();
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: { amount: '' }, resolver });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await requestPayout(amount);
      toast.success(t('wallet.payoutRequested'));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, { rename: (path) => path.replace(/^payload\./, '') }),
      );
    }
  });
  if (summary.kycStatus !== 'APPROVED') {
    return <p className="text-sm text-neutral-700">{t('wallet.kycRequiredToAsk')}</p>;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        label={t('wallet.amountLabel')}
        inputMode="decimal"
        hint={t('wallet.amountHint', {
          min: money(summary.minimumPayout),
          max: money(summary.balance),
        })}
        {...form.register('amount')}
        error={fieldMessage(errors.amount?.message)}
        className="w-full sm:w-72"
      />
      <Button type="submit" busy={isSubmitting} busyText={t('wallet.requesting')}>
        {t('wallet.requestWithdrawal')}
      </Button>
      <FormMessage message={errors.root?.server?.message} />
    </form>
  );
}
