import { useForm } from 'react-hook-form';
import { recordBankRefundSchema, type OrderReturns } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, fieldError, payloadResolver } from '../../../../lib/forms';
import { recordBankRefund } from '../../api/returns-api';
import { useConsoleReturnsT } from '../messages';

/**
 * A received cash-on-delivery return: the admin records the bank or UPI transfer that refunded
 * it, with its reference (both have a UTR).
 */
export function BankRefundForm({
  orderId,
  returnId,
  isUpi,
  onChange,
}: {
  orderId: number;
  returnId: number;
  /** The shopper gave a UPI ID rather than a bank account. */
  isUpi: boolean;
  onChange: (returns: OrderReturns) => void;
}) {
  const t = useConsoleReturnsT();
  const form = useForm<{ reference: string }, unknown, { reference: string }>({
    defaultValues: { reference: '' },
    resolver: payloadResolver(recordBankRefundSchema),
  });
  const submit = form.handleSubmit(async ({ reference }) => {
    try {
      onChange(await recordBankRefund({ orderId, returnId, reference }));
      toast.success(t('consoleReturns.refundRecorded'));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3"
      aria-label={t('consoleReturns.recordBankRefund')}
    >
      <TextField
        label={t(isUpi ? 'consoleReturns.upiReference' : 'consoleReturns.bankReference')}
        className="flex-1"
        {...form.register('reference')}
        error={fieldError(form.formState.errors, 'reference')}
      />
      <Button
        type="submit"
        busy={form.formState.isSubmitting}
        busyText={t('consoleReturns.saving')}
      >
        {t('consoleReturns.recordRefund')}
      </Button>
      <FormMessage message={form.formState.errors.root?.server?.message} />
    </form>
  );
}
