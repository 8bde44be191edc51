import { useForm } from 'react-hook-form';
import {
  RETURN_MESSAGES,
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
import { requestReturn } from '../api/returns-api';
import {
  chosenUnits,
  noUnitsChosen,
  returnableLines,
  UnitsSelect,
  type UnitChoice,
} from './unit-choices';

interface Values {
  lines: UnitChoice[];
  reason: string;
  bankAccount: { holderName: string; accountNumber: string; ifsc: string };
}

/**
 * "Return items": how many units of each delivered line, why, and for a cash-on-delivery order
 * the bank account the refund goes to — checked with the API's own schema, sent as a RETURN
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
  const isCod = order.payment.method === 'COD';
  const lines = returnableLines(order, returns);
  const toPayload = (values: Values) => ({
    orderId: order.id,
    lines: chosenUnits(values.lines),
    reason: values.reason,
    bankAccount: isCod ? values.bankAccount : undefined,
  });
  const form = useForm<Values, unknown, ReturnRequestPayload>({
    defaultValues: {
      lines: noUnitsChosen(lines),
      reason: '',
      bankAccount: { holderName: '', accountNumber: '', ifsc: '' },
    },
    resolver: payloadResolver(returnRequestPayloadSchema, toPayload),
  });
  const { register, formState } = form;
  const error = (name: string) => fieldError(formState.errors, name);

  const submit = form.handleSubmit(async (payload) => {
    try {
      await requestReturn(payload);
      toast.success(RETURN_MESSAGES.requested);
      onSent();
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, { rename: (path) => path.replace(/^payload\./, '') }),
      );
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={`Return items of ${order.number}`} size="lg">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-label="Return items"
      >
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold">Which items, and how many?</legend>
          {lines.map((line, index) => (
            <div key={line.id} className="flex flex-wrap items-end gap-3">
              <p className="min-w-0 flex-1 pb-3">{`${line.name} (bought ${line.quantity})`}</p>
              <UnitsSelect
                label={`Units of ${line.name} to return`}
                className="w-40"
                unitsLeft={line.unitsLeft}
                {...register(`lines.${index}.quantity`)}
              />
            </div>
          ))}
          <FormMessage
            message={formState.errors.lines?.root?.message ?? formState.errors.lines?.message}
          />
        </fieldset>
        <TextAreaField
          label="Why are you returning them?"
          rows={3}
          {...register('reason')}
          error={error('reason')}
        />
        {isCod ? (
          <fieldset className="space-y-3">
            <legend className="mb-1 font-semibold">Bank account for the refund</legend>
            <p className="text-sm text-neutral-700">
              You paid cash on delivery, so we refund by bank transfer to this account.
            </p>
            <TextField
              label="Account holder name"
              autoComplete="name"
              {...register('bankAccount.holderName')}
              error={error('bankAccount.holderName')}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              {...digitsField(register('bankAccount.accountNumber'), 18)}
              error={error('bankAccount.accountNumber')}
            />
            <TextField
              label="IFSC"
              autoCapitalize="characters"
              {...register('bankAccount.ifsc')}
              error={error('bankAccount.ifsc')}
            />
          </fieldset>
        ) : (
          <p className="text-sm text-neutral-700">
            The refund goes back to the card, UPI or bank account you paid with.
          </p>
        )}
        <FormMessage message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText="Sending...">
            Ask for the return
          </Button>
        </div>
      </form>
    </Modal>
  );
}
