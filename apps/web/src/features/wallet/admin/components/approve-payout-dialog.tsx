import { useForm } from 'react-hook-form';
import { approveRequestSchema, type Request } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { approvePayoutRequest } from '../../api/wallet-admin';
import { useConsoleFinanceT } from '../messages';

const resolver = payloadResolver(approveRequestSchema, (values: { utr: string }) => ({
  utr: values.utr.trim() === '' ? undefined : values.utr,
}));

/**
 * Approving a withdrawal: with the UTR of the bank transfer made, it is paid; left empty, it
 * waits for the transfer (RazorpayX sends it when configured; else finance records it later).
 */
export function ApprovePayoutDialog({
  request,
  onClose,
  onApproved,
}: {
  request: Request;
  onClose: () => void;
  onApproved: () => Promise<void>;
}) {
  const form = useForm({ defaultValues: { utr: '' }, resolver });
  const { errors, isSubmitting } = form.formState;
  const t = useConsoleFinanceT();
  const fieldMessage = useConsoleFieldMessage();
  const submit = form.handleSubmit(async ({ utr }) => {
    try {
      await approvePayoutRequest(request.id, utr);
      await onApproved();
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <Modal open onClose={onClose} title={t('consoleFinance.approveTitle', { id: request.id })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t('consoleFinance.utrOfTransfer')}
          hint={t('consoleFinance.utrHint')}
          {...form.register('utr')}
          error={fieldMessage(errors.utr?.message)}
        />
        <FormMessage message={errors.root?.server?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('consoleFinance.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting} busyText={t('consoleFinance.approving')}>
            {t('consoleFinance.approve')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
