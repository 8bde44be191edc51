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
import { createMedia } from '../../api/create-media';

const KIND_NAME: Record<MediaKind, string> = { gallery: 'photo', certificate: 'certificate' };

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
  const form = useForm({
    defaultValues: EMPTY,
    resolver: payloadResolver(
      createMediaFieldsSchema,
      ({ title, caption }: Values) => ({ kind, title, caption }),
      ({ image }) => ({ image: image ? imageProblem(image) : 'Choose an image' }),
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
      toast.success('Image uploaded');
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
      aria-label={`Upload a ${KIND_NAME[kind]}`}
      className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 md:grid-cols-[1fr_12rem]"
    >
      <div className="space-y-4">
        <h2 className="text-lg font-semibold">Upload a {KIND_NAME[kind]}</h2>
        <TextField label="Title" {...register('title')} error={errors.title?.message} />
        <TextField label="Caption" {...register('caption')} error={errors.caption?.message} />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <TextField
              key={fileKey}
              ref={field.ref}
              label="Image"
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                void form.trigger('image');
              }}
              error={errors.image?.message}
              hint="JPEG, PNG, WebP or AVIF, up to 5 MB."
            />
          )}
        />
        <Button type="submit" busy={formState.isSubmitting} busyText="Uploading...">
          Upload
        </Button>
      </div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50 md:self-center">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen image"
            className="h-full w-full object-contain"
          />
        ) : (
          <p className="p-3 text-center text-sm text-neutral-600">The chosen image shows here.</p>
        )}
      </div>
    </form>
  );
}
