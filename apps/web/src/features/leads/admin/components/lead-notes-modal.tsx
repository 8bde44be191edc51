import { useState, type FormEvent } from 'react';
import { updateLeadSchema, type Lead } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';

const NOTES_MAX = 2000;

interface LeadNotesModalProps {
  lead: Lead;
  /** Saves the notes; a rejection keeps the modal open with the server's message. */
  onSave: (notes: string) => Promise<void>;
  onClose: () => void;
}

/** Notes about one lead: what was said, when to call back. */
export function LeadNotesModal({ lead, onSave, onClose }: LeadNotesModalProps) {
  const [notes, setNotes] = useState(lead.notes);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const tooLong = validate(updateLeadSchema, { notes }).errors?.notes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setSaving(true);
    try {
      await onSave(notes);
    } catch (caught) {
      setFieldError(serverFieldErrors(caught).notes);
      toast.error(errorMessage(caught));
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={`Notes for ${lead.name}`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label="Notes"
          rows={6}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError ?? tooLong}
          hint={`${notes.length} / ${NOTES_MAX}`}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} busyText="Saving...">
            Save notes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
