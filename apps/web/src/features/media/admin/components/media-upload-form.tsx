import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { createMediaFieldsSchema, type MediaItem, type MediaKind } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import {
  ACCEPTED_IMAGE_TYPES,
  imageProblem,
  useImagePreview,
} from '../../../../hooks/use-image-preview';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useConsoleContentT, useContentFieldMessage } from '../messages';
import { createMedia } from '../../api/create-media';

const UPLOAD_KEYS = {
  gallery: 'consoleContent.uploadPhoto',
  certificate: 'consoleContent.uploadCertificate',
} as const satisfies Record<MediaKind, string>;

interface Values {
  title: string;
  caption: string;
  image: File | null;
}
const EMPTY: Values = { title: '', caption: '', image: null };

/**
 * Uploads one image with its title and caption; shows the chosen image before sending. The text
 * is checked on submit with the shared schema, a chosen file at once.
 */
export function MediaUploadForm({
  kind,
  onUploaded,
}: {
  kind: MediaKind;
  onUploaded: (item: MediaItem) => void;
}) {
  const t = useConsoleContentT();
  const fieldMessage = useContentFieldMessage();
  const form = useForm({
    defaultValues: EMPTY,
    resolver: payloadResolver(
      createMediaFieldsSchema,
      ({ title, caption }: Values) => ({ kind, title, caption }),
      ({ image }) => ({
        image: image ? imageProblem(image) : t('consoleContent.chooseImage'),
      }),
    ),
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const preview = useImagePreview(useWatch({ control, name: 'image' }));

  const submit = form.handleSubmit(async (fields) => {
    try {
      const item = await createMedia({ ...fields, image: form.getValues('image')! });
      onUploaded(item);
      toast.success(t('consoleContent.imageUploaded'));
      form.reset(EMPTY);
      setFileKey((key) => key + 1);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t(UPLOAD_KEYS[kind])}
      className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 md:grid-cols-[1fr_12rem]"
    >
      <div className="space-y-4">
        <h2 className="text-lg font-semibold">{t(UPLOAD_KEYS[kind])}</h2>
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
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <TextField
              key={fileKey}
              ref={field.ref}
              label={t('consoleContent.image')}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                void form.trigger('image');
              }}
              error={fieldMessage(errors.image?.message)}
              hint={t('consoleContent.imageHint')}
            />
          )}
        />
        <Button
          type="submit"
          busy={formState.isSubmitting}
          busyText={t('consoleContent.uploading')}
        >
          {t('consoleContent.upload')}
        </Button>
      </div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50 md:self-center">
        {preview ? (
          <img
            src={preview}
            alt={t('consoleContent.previewOfImage')}
            className="h-full w-full object-contain"
          />
        ) : (
          <p className="p-3 text-center text-sm text-neutral-600">
            {t('consoleContent.imageShowsHere')}
          </p>
        )}
      </div>
    </form>
  );
}
