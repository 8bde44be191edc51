import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { GST_RATES } from '@saathi/shared';
import { Button } from '../../../../../components/ui/button';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { FieldGroup } from '../../../../../components/ui/field-group';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import { toast } from '../../../../../components/ui/toast';
import { applyServerErrors, fieldError } from '../../../../../lib/forms';
import type { Brand, Category } from '../../../api/types';
import { useConsoleCatalogT, useCatalogFieldMessage } from '../../catalog-messages';
import { ImagePicker } from './image-picker';
import { KindFields } from './kind-fields';
import { ProductFactsFields } from './product-facts-fields';
import { VariantFields } from './variant-fields';
import {
  emptyVariantRow,
  errorField,
  productResolver,
  valuesToFields,
  type ProductFormValues,
  type VariantRowValues,
} from './product-form-values';

type TextKey =
  | 'name'
  | 'description'
  | 'categoryId'
  | 'brandId'
  | 'price'
  | 'points'
  | 'pointDescription'
  | 'hsnCode'
  | 'gstRate'
  | 'sizes';

/** Live items, plus the current one even when it has been deleted (marked so). */
function liveOrCurrent<T extends { id: number; name: string; isDeleted: boolean }>(
  items: T[],
  currentId: string,
  deleted: (name: string) => string,
) {
  return items
    .filter((item) => !item.isDeleted || String(item.id) === currentId)
    .map((item) => ({
      value: String(item.id),
      label: item.isDeleted ? deleted(item.name) : item.name,
    }));
}

/** The images, taken after the fields above them, so a refused save focuses in page order. */
function ImagesField({
  control,
  error,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  error?: string;
}) {
  const {
    field: { ref, value, onChange },
  } = useController({ control, name: 'images' });
  const productName = useWatch({ control, name: 'name' });
  return (
    <ImagePicker
      ref={ref}
      productName={productName.trim()}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** An existing product: unchosen kinds are cleared and the kept images are listed. */
  isUpdate: boolean;
  /** A saved product's single variant, the first row when variants are added. */
  singleVariant?: VariantRowValues;
  categories: Category[];
  brands: Brand[];
  /** Saves; a rejection keeps everything typed and shows the server's messages. */
  onSave: (fields: Record<string, string>, images: File[]) => Promise<void>;
}

/**
 * A product's every field, checked as typed with the API's own schema (productFieldsSchema on
 * the very text fields that will be sent), its images and its kind details.
 */
export function ProductForm({
  initialValues,
  isUpdate,
  singleVariant,
  categories,
  brands,
  onSave,
}: ProductFormProps) {
  const [resolver] = useState(() => productResolver(isUpdate));
  const form = useForm({ defaultValues: initialValues, resolver, mode: 'onChange' });
  const { register, formState, control } = form;
  const { errors } = formState;
  const t = useConsoleCatalogT();
  const fieldMessage = useCatalogFieldMessage();
  const error = (key: string) => fieldMessage(fieldError(errors, key));
  const deleted = (name: string) => t('consoleCatalog.deletedItem', { name });

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await onSave(
        valuesToFields(values, isUpdate),
        values.images.added.map((image) => image.file),
      );
    } catch (caught) {
      toast.error(applyServerErrors(form, caught, { rename: errorField }));
    }
  });

  const text = (key: TextKey, label: string) => ({
    label,
    ...register(key),
    error: error(key),
  });
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  const alert =
    errors.root?.server?.message ??
    (formState.isSubmitted && hasFieldErrors ? t('consoleCatalog.needAttention') : null);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-4xl space-y-6">
      <FieldGroup title={t('consoleCatalog.product')}>
        <TextField {...text('name', t('consoleCatalog.name'))} className="sm:col-span-2" />
        <TextAreaField
          {...text('description', t('consoleCatalog.description'))}
          rows={5}
          className="sm:col-span-2"
        />
        <SelectField {...text('categoryId', t('consoleCatalog.category'))}>
          <option value="">{t('consoleCatalog.chooseCategory')}</option>
          {liveOrCurrent(categories, initialValues.categoryId, deleted).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField {...text('brandId', t('consoleCatalog.brand'))}>
          <option value="">{t('consoleCatalog.noBrand')}</option>
          {liveOrCurrent(brands, initialValues.brandId, deleted).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </FieldGroup>
      <FieldGroup title={t('consoleCatalog.pricePoints')}>
        <TextField
          {...text('price', t('consoleCatalog.priceRupees'))}
          inputMode="decimal"
          hint={t('consoleCatalog.priceHint')}
        />
        <TextField {...text('points', t('consoleCatalog.points'))} inputMode="numeric" />
        <TextAreaField
          {...text('pointDescription', t('consoleCatalog.pointDescription'))}
          rows={2}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <FieldGroup title={t('consoleCatalog.gst')}>
        <TextField
          {...text('hsnCode', t('consoleCatalog.hsnCode'))}
          inputMode="numeric"
          maxLength={8}
          hint={t('consoleCatalog.hsnHint')}
        />
        <SelectField
          {...text('gstRate', t('consoleCatalog.gstRate'))}
          hint={t('consoleCatalog.gstHint')}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {`${rate} %`}
            </option>
          ))}
        </SelectField>
      </FieldGroup>
      <FieldGroup title={t('consoleCatalog.inTheShop')}>
        <TextField
          {...text('sizes', t('consoleCatalog.sizes'))}
          hint={t('consoleCatalog.sizesHint')}
        />
        <CheckboxField
          label={t('consoleCatalog.visibleInShop')}
          {...register('isVisible')}
          className="self-end"
        />
      </FieldGroup>
      <VariantFields
        form={{ control, register, errors }}
        single={() => ({
          ...(singleVariant ?? emptyVariantRow()),
          price: form.getValues('price'),
          points: form.getValues('points'),
        })}
      />
      <fieldset className="rounded-xl border border-neutral-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">{t('consoleCatalog.images')}</legend>
        <ImagesField control={control} error={error('images')} />
      </fieldset>
      <ProductFactsFields register={register} errors={errors} />
      <KindFields form={{ control, register, errors }} />
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleCatalog.saving')}>
          {t('consoleCatalog.saveProduct')}
        </Button>
        {alert ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {alert}
          </p>
        ) : null}
      </div>
    </form>
  );
}
