import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { FieldGroup } from '../../../../../components/ui/field-group';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import { fieldError } from '../../../../../lib/forms';
import {
  KIND_SPECS,
  choiceLabel,
  hasChoiceDefault,
  type KindField,
  type KindFieldSpec,
  type KindSpec,
} from './kind-specs';
import { useConsoleCatalogT, useCatalogFieldMessage } from '../../catalog-messages';
import type { ProductFormValues } from './product-form-values';

/** What the kind fields need of the product form. */
export interface KindForm {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

type FieldName = Path<ProductFormValues>;

/** Several ticks for one list of choices (skin types), with the error tied to the group. */
function ChoicesField({
  form,
  name,
  spec,
}: {
  form: KindForm;
  name: FieldName;
  spec: Extract<KindFieldSpec, { type: 'choices' }>;
}) {
  const errorId = useId();
  const {
    field: { ref, value, onChange },
  } = useController({ control: form.control, name });
  const chosen = value as string[];
  const t = useConsoleCatalogT();
  const error = useCatalogFieldMessage()(fieldError(form.errors, name));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-neutral-800">{t(spec.label)}</legend>
      <div className="flex flex-wrap gap-x-6">
        {spec.options.map((option, index) => (
          <CheckboxField
            key={option}
            ref={index === 0 ? ref : undefined}
            label={t(choiceLabel(spec, option))}
            checked={chosen.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? spec.options.filter((item) => item === option || chosen.includes(item))
                  : chosen.filter((item) => item !== option),
              )
            }
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function KindFieldInput({
  form,
  kind,
  spec,
}: {
  form: KindForm;
  kind: KindField;
  spec: KindFieldSpec;
}) {
  const name = `${kind}.${spec.key}` as FieldName;
  const t = useConsoleCatalogT();
  const fieldMessage = useCatalogFieldMessage();
  const text = {
    label: t(spec.label),
    hint: spec.hint ? t(spec.hint, { examples: spec.examples }) : undefined,
    error: fieldMessage(fieldError(form.errors, name)),
  };
  const field = form.register(name);
  switch (spec.type) {
    case 'text':
      return <TextField {...text} {...field} />;
    case 'number':
    case 'wholeNumber':
      return (
        <TextField
          {...text}
          {...field}
          inputMode={spec.type === 'number' ? 'decimal' : 'numeric'}
        />
      );
    case 'longText':
      return <TextAreaField {...text} {...field} rows={3} className="sm:col-span-2" />;
    case 'list':
      return spec.separator === 'comma' ? (
        <TextField {...text} {...field} />
      ) : (
        <TextAreaField {...text} {...field} rows={3} />
      );
    case 'choice':
      return (
        <SelectField {...text} {...field}>
          {hasChoiceDefault(kind, spec.key) ? null : (
            <option value="">{t('consoleCatalog.notStated')}</option>
          )}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {t(choiceLabel(spec, option))}
            </option>
          ))}
        </SelectField>
      );
    case 'optionalBoolean':
      return (
        <SelectField {...text} {...field}>
          <option value="">{t('consoleCatalog.notStated')}</option>
          <option value="true">{t('consoleCatalog.yes')}</option>
          <option value="false">{t('consoleCatalog.no')}</option>
        </SelectField>
      );
    case 'boolean':
      return <CheckboxField label={t(spec.label)} {...field} className="self-end" />;
    case 'choices':
      return <ChoicesField form={form} name={name} spec={spec} />;
  }
}

function KindGroup({ form, spec }: { form: KindForm; spec: KindSpec }) {
  const t = useConsoleCatalogT();
  return (
    <FieldGroup
      data-testid={`kind-${spec.field}`}
      title={t('consoleCatalog.kindDetails', { kind: t(spec.label) })}
    >
      {spec.fields.map((field) => (
        <KindFieldInput key={field.key} form={form} kind={spec.field} spec={field} />
      ))}
    </FieldGroup>
  );
}

/**
 * Which structured details the product carries (none, one, or more: a BP monitor is medical
 * equipment and may have medical details too), and the fields of each chosen one. A kind left
 * unticked keeps what was typed in it, but sends nothing.
 */
export function KindFields({ form }: { form: KindForm }) {
  const hintId = useId();
  const t = useConsoleCatalogT();
  const fieldMessage = useCatalogFieldMessage();
  const {
    field: { ref, value: kinds, onChange },
  } = useController({ control: form.control, name: 'kinds' });
  const toggle = (kind: KindField, on: boolean) =>
    onChange(
      KIND_SPECS.map((spec) => spec.field).filter((item) =>
        item === kind ? on : kinds.includes(item),
      ),
    );
  // A message about a kind as a whole (not one of its fields) shows under the ticks.
  const byKind = form.errors as Partial<Record<KindField, { message?: unknown }>>;
  const kindErrors = KIND_SPECS.map((spec) => byKind[spec.field]?.message).filter(
    (message): message is string => typeof message === 'string',
  );
  return (
    <div className="space-y-4">
      <fieldset
        aria-describedby={hintId}
        className="rounded-xl border border-neutral-200 bg-white p-4"
      >
        <legend className="px-1 text-lg font-semibold">{t('consoleCatalog.productKind')}</legend>
        <p id={hintId} className="text-sm text-neutral-700">
          {t('consoleCatalog.productKindHint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {KIND_SPECS.map((spec, index) => (
            <CheckboxField
              key={spec.field}
              ref={index === 0 ? ref : undefined}
              label={t(spec.label)}
              checked={kinds.includes(spec.field)}
              onChange={(event) => toggle(spec.field, event.target.checked)}
            />
          ))}
        </div>
        {kindErrors.map((message) => (
          <p key={message} className="mt-1 text-sm text-red-700">
            {fieldMessage(message)}
          </p>
        ))}
      </fieldset>
      {KIND_SPECS.filter((spec) => kinds.includes(spec.field)).map((spec) => (
        <KindGroup key={spec.field} form={form} spec={spec} />
      ))}
    </div>
  );
}
