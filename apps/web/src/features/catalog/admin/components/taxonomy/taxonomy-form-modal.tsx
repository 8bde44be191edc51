import { useRef, useState, type FormEvent } from 'react';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared/constants';
import { Button } from '../../../../../components/ui/button';
import { Modal } from '../../../../../components/ui/modal';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import { ACCEPTED_IMAGE_TYPES, useImagePreview } from '../../../../../hooks/use-image-preview';
import { validate, type FieldErrors } from '../../../../../lib/form-errors';
import type { TaxonomyItem, TaxonomySave } from '../../../api/admin-taxonomy';
import { useCheckedForm } from '../use-checked-form';
import type { TaxonomyAdminConfig } from './taxonomy-config';

interface TaxonomyFormModalProps<T extends TaxonomyItem> {
  config: TaxonomyAdminConfig<T>;
  /** The item being edited; null adds a new one. */
  item: T | null;
  saving: boolean;
  onSave: (input: TaxonomySave) => Promise<void>;
  onClose: () => void;
}

function imageProblem(file: File | null) {
  if (!file) return undefined;
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF image';
  if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return 'The image must be 5 MB or smaller';
  return undefined;
}

/**
 * Adds or edits a category or brand: the text fields are checked with the shared schema the API
 * uses; the image is sent only when one is chosen (an edit keeps the current one otherwise).
 */
export function TaxonomyFormModal<T extends TaxonomyItem>({
  config,
  item,
  saving,
  onSave,
  onClose,
}: TaxonomyFormModalProps<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    name: item?.name ?? '',
    description: item?.description ?? '',
    ...Object.fromEntries(
      config.extraFields.map((field) => [field.name, item ? field.fromItem(item) : '']),
    ),
  }));
  const [file, setFile] = useState<File | null>(null);
  const form = useCheckedForm(formRef);
  const preview = useImagePreview(file);
  const currentImage = item ? config.imageOf(item) : null;
  const imageField = config.api.imageField;

  const fields: Record<string, string> = {
    name: values.name.trim(),
    description: values.description.trim(),
    ...Object.fromEntries(
      config.extraFields.map((field) => {
        const text = values[field.name].trim();
        return [field.name, field.toForm ? field.toForm(text) : text];
      }),
    ),
  };
  const errors: FieldErrors = { ...(validate(config.schema, fields).errors ?? {}) };
  const fileError = imageProblem(file);
  if (fileError) errors[imageField] = fileError;
  // A chosen file is checked at once; the text fields after the first submit.
  const error = (name: string) =>
    form.serverErrors[name] ?? (form.submitted || name === imageField ? errors[name] : undefined);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearServerError(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) form.refuse();
    else await form.save(() => onSave({ id: item?.id, fields, image: file }));
  };

  const shownImage = preview ?? currentImage;
  return (
    <Modal
      open
      onClose={onClose}
      title={item ? `Edit ${item.name}` : `Add ${config.noun}`}
      size="lg"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={item ? `Edit ${config.noun}` : `Add ${config.noun}`}
        className="space-y-4"
      >
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={error('name')}
          autoComplete="off"
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
          error={error('description')}
        />
        {config.extraFields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            error={error(field.name)}
            autoComplete="off"
          />
        ))}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem] sm:items-start">
          <TextField
            label={config.imageLabel}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              form.clearServerError(imageField);
            }}
            error={error(imageField)}
            hint={
              currentImage
                ? 'JPEG, PNG, WebP or AVIF, up to 5 MB. Leave empty to keep the current image.'
                : 'JPEG, PNG, WebP or AVIF, up to 5 MB.'
            }
          />
          <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50">
            {shownImage ? (
              <img
                src={shownImage}
                alt={
                  preview
                    ? 'Preview of the chosen image'
                    : `Current ${config.imageLabel.toLowerCase()}`
                }
                width={128}
                height={128}
                className="size-full object-contain"
              />
            ) : (
              <p className="p-2 text-center text-xs text-neutral-600">No image yet</p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} busyText="Saving...">
            Save {config.noun}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
