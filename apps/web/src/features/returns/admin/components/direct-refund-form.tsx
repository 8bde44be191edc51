import { useForm } from 'react-hook-form';
import {
  directRefundSchema,
  type AdminOrderDetail,
  type DirectRefund,
  type OrderReturns,
} from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, fieldError, payloadResolver } from '../../../../lib/forms';
import { refundDirectly } from '../../api/returns-api';
import {
  chosenUnits,
  noUnitsChosen,
  returnableLines,
  UnitsSelect,
  type UnitChoice,
} from '../../components/unit-choices';
import { useConsoleReturnsT } from '../messages';

interface Values {
  lines: UnitChoice[];
  reason: string;
  bankReference: string;
}

/**
 * Refund delivered units without a return (damaged, missing, goodwill): units per line, a
 * reason, and for cash on delivery the reference of the bank transfer made.
 */
export function DirectRefundForm({
  order,
  returns,
  onChange,
}: {
  order: AdminOrderDetail;
  returns: OrderReturns;
  onChange: (returns: OrderReturns) => void;
}) {
  const isCod = order.payment.method === 'COD';
  const t = useConsoleReturnsT();
  const lines = returnableLines(order, returns);
  const toPayload = (values: Values) => ({
    lines: chosenUnits(values.lines),
    reason: values.reason,
    bankReference: isCod ? values.bankReference : undefined,
  });
  const form = useForm<Values, unknown, DirectRefund>({
    defaultValues: {
      lines: noUnitsChosen(lines),
      reason: '',
      bankReference: '',
    },
    resolver: payloadResolver(directRefundSchema, toPayload),
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (payload) => {
    try {
      onChange(await refundDirectly(order.id, payload));
      toast.success(t(isCod ? 'consoleReturns.refundRecorded' : 'consoleReturns.refundStarted'));
      form.reset();
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  if (lines.length === 0) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-label={t('consoleReturns.directRefund')}
    >
      <h3 className="font-semibold">{t('consoleReturns.directRefund')}</h3>
      {lines.map((line, index) => (
        <UnitsSelect
          key={line.id}
          label={t('consoleReturns.unitsToRefund', { name: line.name })}
          unitsLeft={line.unitsLeft}
          {...register(`lines.${index}.quantity`)}
        />
      ))}
      <FormMessage
        message={formState.errors.lines?.root?.message ?? formState.errors.lines?.message}
      />
      <TextField
        label={t('consoleReturns.refundReason')}
        {...register('reason')}
        error={fieldError(formState.errors, 'reason')}
      />
      {isCod ? (
        <TextField
          label={t('consoleReturns.bankReference')}
          {...register('bankReference')}
          error={fieldError(formState.errors, 'bankReference')}
        />
      ) : null}
      <FormMessage message={formState.errors.root?.server?.message} />
      <Button
        type="submit"
        variant="secondary"
        busy={formState.isSubmitting}
        busyText={t('consoleReturns.refunding')}
      >
        {t('consoleReturns.refund')}
      </Button>
    </form>
  );
}
