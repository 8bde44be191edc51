import { useForm, useWatch } from 'react-hook-form';
import {
  returnRequestPayloadSchema,
  type OrderDetail,
  type OrderReturns,
  type ReturnRequestPayload,
} from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, digitsField, fieldError, payloadResolver } from '../../../lib/forms';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { requestReturn } from '../api/returns-api';
import { useReturnsT } from '../messages';
import {
  chosenUnits,
  noUnitsChosen,
  returnableLines,
  UnitsSelect,
  type UnitChoice,
} from './unit-choices';

/** Cash on delivery: the refund goes to a UPI ID or a bank account (decision 0115). */
const REFUND_TO = { UPI: 'returns.toUpi', BANK: 'returns.toBank' } as const;

interface Values {
  lines: UnitChoice[];
  reason: string;
  refundTo: keyof typeof REFUND_TO;
  upiId: string;
  bankAccount: { holderName: string; accountNumber: string; ifsc: string };
}

/**
 * "Return items": how many units of each delivered line, why, and for a cash-on-delivery order
 * the UPI ID or bank account the refund goes to — checked with the API's own schema, sent as a RETURN
 * request for approval.
 */
export function ReturnItemsDialog({
  order,
  returns,
  open,
  onClose,
  onSent,
}: {
  order: OrderDetail;
  returns: OrderReturns;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useReturnsT();
  const fieldMessage = useFieldMessage();
  const isCod = order.payment.method === 'COD';
  const lines = returnableLines(order, returns);
  const toPayload = (values: Values) => ({
    orderId: order.id,
    lines: chosenUnits(values.lines),
    reason: values.reason,
    upiId: isCod && values.refundTo === 'UPI' ? values.upiId : undefined,
    bankAccount: isCod && values.refundTo === 'BANK' ? values.bankAccount : undefined,
  });
  const form = useForm<Values, unknown, ReturnRequestPayload>({
    defaultValues: {
      lines: noUnitsChosen(lines),
      reason: '',
      refundTo: 'UPI',
      upiId: '',
      bankAccount: { holderName: '', accountNumber: '', ifsc: '' },
    },
    resolver: payloadResolver(returnRequestPayloadSchema, toPayload),
  });
  const { register, formState } = form;
  const error = (name: string) => fieldMessage(fieldError(formState.errors, name));
  const refundTo = useWatch({ control: form.control, name: 'refundTo' });

  const submit = form.handleSubmit(async (payload) => {
    try {
      await requestReturn(payload);
      toast.success(t('returns.requested'));
      onSent();
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, { rename: (path) => path.replace(/^payload\./, '') }),
      );
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('returns.dialogTitle', { number: order.number })}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-label={t('returns.returnItems')}
      >
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold">{t('returns.whichItems')}</legend>
          {lines.map((line, index) => (
            <div key={line.id} className="flex flex-wrap items-end gap-3">
              <p className="min-w-0 flex-1 pb-3">
                {t('returns.bought', { name: line.name, quantity: line.quantity })}
              </p>
              <UnitsSelect
                label={t('returns.unitsOf', { name: line.name })}
                className="w-40"
                unitsLeft={line.unitsLeft}
                {...register(`lines.${index}.quantity`)}
              />
            </div>
          ))}
          <FormMessage
            message={fieldMessage(
              formState.errors.lines?.root?.message ?? formState.errors.lines?.message,
            )}
          />
        </fieldset>
        <TextAreaField
          label={t('returns.why')}
          rows={3}
          {...register('reason')}
          error={error('reason')}
        />
        {isCod ? (
          <fieldset className="space-y-3">
            <legend className="mb-1 font-semibold">{t('returns.whereRefund')}</legend>
            <p className="text-sm text-neutral-700">{t('returns.codRefund')}</p>
            <div className="flex flex-wrap gap-3">
              {(Object.keys(REFUND_TO) as Values['refundTo'][]).map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 bg-white px-4"
                >
                  <input
                    type="radio"
                    value={option}
                    {...register('refundTo')}
                    className="size-5 accent-[var(--color-brand)]"
                  />
                  {t(REFUND_TO[option])}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-neutral-700">{t('returns.onlineRefund')}</p>
        )}
        {isCod && refundTo === 'UPI' ? (
          <TextField
            label={t('returns.upiId')}
            placeholder="name@bank"
            autoCapitalize="none"
            spellCheck={false}
            {...register('upiId')}
            error={error('upiId')}
          />
        ) : null}
        {isCod && refundTo === 'BANK' ? (
          <div className="space-y-3">
            <TextField
              label={t('returns.holderName')}
              autoComplete="name"
              {...register('bankAccount.holderName')}
              error={error('bankAccount.holderName')}
            />
            <TextField
              label={t('returns.accountNumber')}
              inputMode="numeric"
              {...digitsField(register('bankAccount.accountNumber'), 18)}
              error={error('bankAccount.accountNumber')}
            />
            <TextField
              label={t('returns.ifsc')}
              autoCapitalize="characters"
              {...register('bankAccount.ifsc')}
              error={error('bankAccount.ifsc')}
            />
          </div>
        ) : null}
        <FormMessage message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('returns.close')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={t('returns.sending')}>
            {t('returns.ask')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
