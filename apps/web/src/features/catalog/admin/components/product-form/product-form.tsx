import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../../components/ui/button';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import type { FieldErrors } from '../../../../../lib/form-errors';
import type { Brand, Category } from '../../../api/types';
import { useCheckedForm } from '../use-checked-form';
import { ImagePicker } from './image-picker';
import { KindFields } from './kind-fields';
import type { KindField } from './kind-specs';
import {
  checkProduct,
  errorKey,
  type KindValue,
  type NewImage,
  type ProductFormValues,
} from './product-form-values';

type TextKey =
  | 'name'
  | 'description'
  | 'categoryId'
  | 'brandId'
  | 'price'
  | 'points'
  | 'pointDescription'
  | 'sizes';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Live items, plus the current one even when it has been deleted (marked so). */
function liveOrCurrent<T extends { id: number; name: string; isDeleted: boolean }>(
  items: T[],
  currentId: string,
) {
  return items
    .filter((item) => !item.isDeleted || String(item.id) === currentId)
    .map((item) => ({
      value: String(item.id),
      label: item.isDeleted ? `${item.name} (deleted)` : item.name,
    }));
}

/** The server's field names, as the form's keys ("images" holds the kept images' errors too). */
function toFormErrors(fields: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path === 'existingImages' ? 'images' : errorKey(path.split('.'));
    errors[key] ??= message;
  }
  return errors;
}

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** An existing product: unchosen kinds are cleared and the kept images are listed. */
  isUpdate: boolean;
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
  categories,
  brands,
  onSave,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedForm(formRef, toFormErrors);

  const { fields, errors } = checkProduct(values, isUpdate);
  const error = (key: string) =>
    form.serverErrors[key] ?? (form.submitted || touched.has(key) ? errors[key] : undefined);

  const mark = (key: string) => {
    setTouched((current) => new Set(current).add(key));
    form.clearServerError(key);
  };
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    mark(key);
  };
  const setKindValue = (kind: KindField, key: string, value: KindValue) => {
    setValues((current) => ({
      ...current,
      details: { ...current.details, [kind]: { ...current.details[kind], [key]: value } },
    }));
    mark(`${kind}.${key}`);
  };
  const setImages = (existingImages: string[], newImages: NewImage[]) => {
    setValues((current) => ({ ...current, existingImages, newImages }));
    mark('images');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      form.refuse();
      return;
    }
    setSaving(true);
    await form.save(() =>
      onSave(
        fields,
        values.newImages.map((image) => image.file),
      ),
    );
    setSaving(false);
  };

  const text = (key: TextKey, label: string) => ({
    label,
    value: values[key],
    error: error(key),
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const hasErrors =
    Object.keys(form.serverErrors).length > 0 || (form.submitted && Object.keys(errors).length > 0);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="max-w-4xl space-y-6"
    >
      <Group title="Product">
        <TextField {...text('name', 'Name')} className="sm:col-span-2" />
        <TextAreaField {...text('description', 'Description')} rows={5} className="sm:col-span-2" />
        <SelectField {...text('categoryId', 'Category')}>
          <option value="">Choose a category</option>
          {liveOrCurrent(categories, initialValues.categoryId).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField {...text('brandId', 'Brand')}>
          <option value="">No brand</option>
          {liveOrCurrent(brands, initialValues.brandId).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </Group>
      <Group title="Price and points">
        <TextField
          {...text('price', 'Price (₹)')}
          inputMode="decimal"
          hint="In rupees, e.g. 1299 or 1299.50."
        />
        <TextField {...text('points', 'Points (BV)')} inputMode="numeric" />
        <TextAreaField
          {...text('pointDescription', 'Point description')}
          rows={2}
          className="sm:col-span-2"
        />
      </Group>
      <Group title="In the shop">
        <TextField
          {...text('sizes', 'Sizes')}
          hint="Separate with commas, e.g. S, M, L or 100 ml, 250 ml. Leave empty when there are none."
        />
        <CheckboxField
          label="Visible in the shop"
          checked={values.isVisible}
          onChange={(event) => set('isVisible', event.target.checked)}
          className="self-end"
        />
      </Group>
      <fieldset className="rounded-xl border border-neutral-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Images</legend>
        <ImagePicker
          productName={values.name.trim()}
          existing={values.existingImages}
          added={values.newImages}
          onChange={setImages}
          error={error('images')}
        />
      </fieldset>
      <KindFields
        kinds={values.kinds}
        details={values.details}
        onKinds={(kinds) => set('kinds', kinds)}
        onChange={setKindValue}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
        <Button type="submit" busy={saving} busyText="Saving...">
          Save product
        </Button>
        {hasErrors || form.saveMessage ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {form.saveMessage ?? 'Some fields need attention.'}
          </p>
        ) : null}
      </div>
    </form>
  );
}
