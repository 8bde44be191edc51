import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../../components/ui/button';
import { Modal } from '../../../../../components/ui/modal';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import {
  ACCEPTED_IMAGE_TYPES,
  imageProblem,
  useImagePreview,
} from '../../../../../hooks/use-image-preview';
import { applyServerErrors, payloadResolver } from '../../../../../lib/forms';
import { toast } from '../../../../../components/ui/toast';
import type { TaxonomyItem, TaxonomySave } from '../../../api/admin-taxonomy';
import { useConsoleRowsT } from '../../../../../components/admin/row-messages';
import { useCatalogFieldMessage, useConsoleCatalogT } from '../../catalog-messages';
import type { TaxonomyAdminConfig } from './taxonomy-config';

interface TaxonomyFormModalProps<T extends TaxonomyItem> {
  config: TaxonomyAdminConfig<T>;
  /** The item being edited; null adds a new one. */
  item: T | null;
  saving: boolean;
  onSave: (input: TaxonomySave) => Promise<void>;
  onClose: () => void;
}

/** The text fields, and the chosen image under the file's multipart name. */
type Values = Record<string, string | File | null>;

/**
 * Adds or edits a category or brand: the text fields are checked with the shared schema the API
 * uses (on submit, then as they change); a chosen image at once, and it is sent only when one
 * is chosen (an edit keeps the current one otherwise).
 */
export function TaxonomyFormModal<T extends TaxonomyItem>({
  config,
  item,
  saving,
  onSave,
  onClose,
}: TaxonomyFormModalProps<T>) {
  const imageField = config.api.imageField;
  const text = (values: Values, name: string) => String(values[name] ?? '').trim();
  const toFields = (values: Values): Record<string, string> => ({
    name: text(values, 'name'),
    description: text(values, 'description'),
    ...Object.fromEntries(
      config.extraFields.map((field) => [
        field.name,
        field.toForm ? field.toForm(text(values, field.name)) : text(values, field.name),
      ]),
    ),
  });
  const imageOf = (values: Values) => (values[imageField] as File | null) ?? null;
  const form = useForm<Values, unknown, unknown>({
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      ...Object.fromEntries(
        config.extraFields.map((field) => [field.name, item ? field.fromItem(item) : '']),
      ),
      [imageField]: null,
    },
    resolver: payloadResolver(config.schema, toFields, (values) => {
      const file = imageOf(values);
      return { [imageField]: file ? imageProblem(file) : undefined };
    }),
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const chosen = useWatch({ control, name: imageField });
  const preview = useImagePreview(chosen instanceof File ? chosen : null);
  const currentImage = item ? config.imageOf(item) : null;
  const t = useConsoleCatalogT();
  const rowsT = useConsoleRowsT();
  const fieldMessage = useCatalogFieldMessage();
  const texts = config.texts;
  const error = (name: string) => fieldMessage(errors[name]?.message);

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await onSave({ id: item?.id, fields: toFields(values), image: imageOf(values) });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  const shownImage = preview ?? currentImage;
  return (
    <Modal
      open
      onClose={onClose}
      title={item ? rowsT('consoleRows.editName', { name: item.name }) : t(texts.add)}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={item ? t(texts.edit) : t(texts.add)}
        className="space-y-4"
      >
        <TextField
          label={t('consoleCatalog.name')}
          {...register('name')}
          error={error('name')}
          autoComplete="off"
        />
        <TextAreaField
          label={t('consoleCatalog.description')}
          rows={3}
          {...register('description')}
          error={error('description')}
        />
        {config.extraFields.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            {...register(field.name)}
            error={error(field.name)}
            autoComplete="off"
          />
        ))}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem] sm:items-start">
          <Controller
            control={control}
            name={imageField}
            render={({ field }) => (
              <TextField
                ref={field.ref}
                label={t(texts.imageLabel)}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  void form.trigger(imageField);
                }}
                error={error(imageField)}
                hint={
                  currentImage ? t('consoleCatalog.imageHintKeep') : t('consoleCatalog.imageHint')
                }
              />
            )}
          />
          <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50">
            {shownImage ? (
              <img
                src={shownImage}
                alt={preview ? t('consoleCatalog.imagePreview') : t(texts.currentImage)}
                width={128}
                height={128}
                className="size-full object-contain"
              />
            ) : (
              <p className="p-2 text-center text-xs text-neutral-600">
                {t('consoleCatalog.noImageYet')}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {rowsT('consoleRows.cancel')}
          </Button>
          <Button type="submit" busy={saving} busyText={t('consoleCatalog.saving')}>
            {t(texts.save)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
