import { useForm } from 'react-hook-form';
import { updateMediaSchema, type MediaItem } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useConsoleContentT, useContentFieldMessage } from '../messages';
import type { MediaChanges } from '../../api/update-media';

interface MediaEditModalProps {
  item: MediaItem;
  onSave: (changes: MediaChanges) => Promise<void>;
  onClose: () => void;
}

interface Values {
  title: string;
  caption: string;
  sortOrder: string;
}

/** The changes as sent: the texts trimmed, the order as a number (an empty box is none). */
const toChanges = (values: Values) => ({
  title: values.title.trim(),
  caption: values.caption.trim(),
  sortOrder: values.sortOrder === '' ? NaN : Number(values.sortOrder),
});
const resolver = payloadResolver(updateMediaSchema, toChanges);

/** Title, caption and sort order of one image, checked as typed. */
export function MediaEditModal({ item, onSave, onClose }: MediaEditModalProps) {
  const t = useConsoleContentT();
  const fieldMessage = useContentFieldMessage();
  const form = useForm({
    defaultValues: { title: item.title, caption: item.caption, sortOrder: String(item.sortOrder) },
    resolver,
    mode: 'onChange',
  });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async () => {
    try {
      await onSave(toChanges(form.getValues()));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <Modal open onClose={onClose} title={t('consoleContent.editTitled', { title: item.title })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t('consoleContent.title')}
          {...register('title')}
          error={fieldMessage(errors.title?.message)}
        />
        <TextField
          label={t('consoleContent.caption')}
          {...register('caption')}
          error={fieldMessage(errors.caption?.message)}
        />
        <TextField
          label={t('consoleContent.sortOrder')}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('sortOrder')}
          error={fieldMessage(errors.sortOrder?.message)}
          hint={t('consoleContent.sortOrderHint')}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('consoleContent.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleContent.saving')}>
            {t('consoleContent.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
