import { useState, type FormEvent } from 'react';
import { updateMediaSchema, type MediaItem } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { serverFieldErrors, validate, type FieldErrors } from '../../../../lib/form-errors';
import type { MediaChanges } from '../../api/update-media';

interface MediaEditModalProps {
  item: MediaItem;
  onSave: (changes: MediaChanges) => Promise<void>;
  onClose: () => void;
}

/** Title, caption and sort order of one image. */
export function MediaEditModal({ item, onSave, onClose }: MediaEditModalProps) {
  const [title, setTitle] = useState(item.title);
  const [caption, setCaption] = useState(item.caption);
  const [sortOrder, setSortOrder] = useState(String(item.sortOrder));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const changes = { title, caption, sortOrder: sortOrder === '' ? NaN : Number(sortOrder) };
  const errors = validate(updateMediaSchema, changes).errors ?? {};
  const error = (field: string) => serverErrors[field] ?? errors[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSave({ title: title.trim(), caption: caption.trim(), sortOrder: changes.sortOrder });
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={`Edit ${item.title}`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={error('title')}
        />
        <TextField
          label="Caption"
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          error={error('caption')}
        />
        <TextField
          label="Sort order"
          type="number"
          inputMode="numeric"
          min={0}
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
          error={error('sortOrder')}
          hint="Smaller numbers come first."
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} busyText="Saving...">
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
