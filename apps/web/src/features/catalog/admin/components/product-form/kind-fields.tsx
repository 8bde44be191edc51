import { useId } from 'react';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import {
  KIND_SPECS,
  choiceLabel,
  hasChoiceDefault,
  type KindField,
  type KindFieldSpec,
  type KindSpec,
} from './kind-specs';
import type { KindValue, KindValues } from './product-form-values';

interface FieldProps {
  kind: KindField;
  spec: KindFieldSpec;
  value: KindValue;
  onChange: (value: KindValue) => void;
  error?: string;
}

/** Several ticks for one list of choices (skin types), with the error tied to the group. */
function ChoicesField({
  spec,
  value,
  onChange,
  error,
}: Omit<FieldProps, 'kind' | 'spec'> & { spec: Extract<KindFieldSpec, { type: 'choices' }> }) {
  const errorId = useId();
  const chosen = value as string[];
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-neutral-800">{spec.label}</legend>
      <div className="flex flex-wrap gap-x-6">
        {spec.options.map((option) => (
          <CheckboxField
            key={option}
            label={choiceLabel(spec, option)}
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

function KindFieldInput({ kind, spec, value, onChange, error }: FieldProps) {
  const text = {
    label: spec.label,
    hint: spec.hint,
    error,
    value: String(value),
  };
  switch (spec.type) {
    case 'text':
      return <TextField {...text} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
    case 'wholeNumber':
      return (
        <TextField
          {...text}
          inputMode={spec.type === 'number' ? 'decimal' : 'numeric'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'longText':
      return (
        <TextAreaField
          {...text}
          rows={3}
          className="sm:col-span-2"
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'list':
      return spec.separator === 'comma' ? (
        <TextField {...text} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextAreaField {...text} rows={3} onChange={(event) => onChange(event.target.value)} />
      );
    case 'choice':
      return (
        <SelectField {...text} onChange={(event) => onChange(event.target.value)}>
          {hasChoiceDefault(kind, spec.key) ? null : <option value="">Not stated</option>}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {choiceLabel(spec, option)}
            </option>
          ))}
        </SelectField>
      );
    case 'optionalBoolean':
      return (
        <SelectField {...text} onChange={(event) => onChange(event.target.value)}>
          <option value="">Not stated</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </SelectField>
      );
    case 'boolean':
      return (
        <CheckboxField
          label={spec.label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="self-end"
        />
      );
    case 'choices':
      return <ChoicesField spec={spec} value={value} onChange={onChange} error={error} />;
  }
}

function KindGroup({
  spec,
  values,
  onChange,
  error,
}: {
  spec: KindSpec;
  values: KindValues;
  onChange: (key: string, value: KindValue) => void;
  error: (key: string) => string | undefined;
}) {
  return (
    <fieldset
      data-testid={`kind-${spec.field}`}
      className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2"
    >
      <legend className="px-1 text-lg font-semibold">{spec.label} details</legend>
      {spec.fields.map((field) => (
        <KindFieldInput
          key={field.key}
          kind={spec.field}
          spec={field}
          value={values[field.key]!}
          onChange={(value) => onChange(field.key, value)}
          error={error(`${spec.field}.${field.key}`)}
        />
      ))}
    </fieldset>
  );
}

interface KindFieldsProps {
  kinds: KindField[];
  details: Record<KindField, KindValues>;
  onKinds: (kinds: KindField[]) => void;
  onChange: (kind: KindField, key: string, value: KindValue) => void;
  /** The message for "kind.field" or "kind". */
  error: (key: string) => string | undefined;
}

/**
 * Which structured details the product carries (none, one, or more: a BP monitor is medical
 * equipment and may have medical details too), and the fields of each chosen one.
 */
export function KindFields({ kinds, details, onKinds, onChange, error }: KindFieldsProps) {
  const hintId = useId();
  const toggle = (field: KindField, on: boolean) =>
    onKinds(
      KIND_SPECS.map((spec) => spec.field).filter((item) =>
        item === field ? on : kinds.includes(item),
      ),
    );
  const kindErrors = KIND_SPECS.map((spec) => error(spec.field)).filter(Boolean);
  return (
    <div className="space-y-4">
      <fieldset
        aria-describedby={hintId}
        className="rounded-xl border border-neutral-200 bg-white p-4"
      >
        <legend className="px-1 text-lg font-semibold">Product kind</legend>
        <p id={hintId} className="text-sm text-neutral-700">
          Tick the kinds of details the shop shows for this product; leave all unticked for none.
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {KIND_SPECS.map((spec) => (
            <CheckboxField
              key={spec.field}
              label={spec.label}
              checked={kinds.includes(spec.field)}
              onChange={(event) => toggle(spec.field, event.target.checked)}
            />
          ))}
        </div>
        {kindErrors.map((message) => (
          <p key={message} className="mt-1 text-sm text-red-700">
            {message}
          </p>
        ))}
      </fieldset>
      {KIND_SPECS.filter((spec) => kinds.includes(spec.field)).map((spec) => (
        <KindGroup
          key={spec.field}
          spec={spec}
          values={details[spec.field]}
          onChange={(key, value) => onChange(spec.field, key, value)}
          error={error}
        />
      ))}
    </div>
  );
}
