import { useForm, useWatch } from 'react-hook-form';
import { updateLeadSchema, type Lead } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useConsoleContentT } from '../messages';

const NOTES_MAX = 2000;
const resolver = payloadResolver(updateLeadSchema, (values: { notes: string }) => values);

interface LeadNotesModalProps {
  lead: Lead;
  /** Saves the notes; a rejection keeps the modal open with the server's message. */
  onSave: (notes: string) => Promise<void>;
  onClose: () => void;
}

/** Notes about one lead: what was said, when to call back; checked as typed. */
export function LeadNotesModal({ lead, onSave, onClose }: LeadNotesModalProps) {
  const t = useConsoleContentT();
  const form = useForm({ defaultValues: { notes: lead.notes }, resolver, mode: 'onChange' });
  const { formState } = form;
  const notes = useWatch({ control: form.control, name: 'notes' });

  const submit = form.handleSubmit(async () => {
    try {
      await onSave(form.getValues('notes'));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <Modal open onClose={onClose} title={t('consoleContent.notesFor', { name: lead.name })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={t('consoleContent.notes')}
          rows={6}
          {...form.register('notes')}
          error={formState.errors.notes?.message}
          hint={`${notes.length} / ${NOTES_MAX}`}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('consoleContent.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleContent.saving')}>
            {t('consoleContent.saveNotes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
