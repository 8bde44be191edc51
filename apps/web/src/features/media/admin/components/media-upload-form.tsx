import { useState, type FormEvent } from 'react';
import { createMediaFieldsSchema, type MediaItem, type MediaKind } from '@saathi/shared';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared/constants';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { ACCEPTED_IMAGE_TYPES, useImagePreview } from '../../../../hooks/use-image-preview';
import { errorMessage } from '../../../../lib/error-message';
import { serverFieldErrors, validate, type FieldErrors } from '../../../../lib/form-errors';
import { createMedia } from '../../api/create-media';

const KIND_NAME: Record<MediaKind, string> = { gallery: 'photo', certificate: 'certificate' };

function imageProblem(file: File | null): string | undefined {
  if (!file) return 'Choose an image';
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF image';
  if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return 'The image must be 5 MB or smaller';
  return undefined;
}

/** Uploads one image with its title and caption; shows the chosen image before sending. */
export function MediaUploadForm({
  kind,
  onUploaded,
}: {
  kind: MediaKind;
  onUploaded: (item: MediaItem) => void;
}) {
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const preview = useImagePreview(file);

  const errors: FieldErrors = {
    ...(validate(createMediaFieldsSchema, { kind, title, caption }).errors ?? {}),
  };
  const fileError = imageProblem(file);
  if (fileError && (submitted || file)) errors.image = fileError;
  const error = (field: string) =>
    serverErrors[field] ?? (submitted || field === 'image' ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || !file) return;
    setBusy(true);
    try {
      const item = await createMedia({
        kind,
        title: title.trim(),
        caption: caption.trim(),
        image: file,
      });
      onUploaded(item);
      toast.success('Image uploaded');
      setTitle('');
      setCaption('');
      setFile(null);
      setSubmitted(false);
      setFileKey((key) => key + 1);
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Upload a ${KIND_NAME[kind]}`}
      className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 md:grid-cols-[1fr_12rem]"
    >
      <div className="space-y-4">
        <h2 className="text-lg font-semibold">Upload a {KIND_NAME[kind]}</h2>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setServerErrors(({ title: _, ...rest }) => rest);
          }}
          error={error('title')}
        />
        <TextField
          label="Caption"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          error={error('caption')}
        />
        <TextField
          key={fileKey}
          label="Image"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setServerErrors(({ image: _, ...rest }) => rest);
          }}
          error={error('image')}
          hint="JPEG, PNG, WebP or AVIF, up to 5 MB."
        />
        <Button type="submit" busy={busy} busyText="Uploading...">
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
