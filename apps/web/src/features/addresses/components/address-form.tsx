import { useState, type ComponentProps, type FormEvent } from 'react';
import { ADDRESS_TYPES, addressInputSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { POSTAL_CODE_LENGTH, PHONE_LENGTH } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { StateSelectField } from '../../../components/ui/state-select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { digitsOnly } from '../../../lib/digits';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import type { AddressPayload } from '../api/address-payload';
import { valuesToPayload, type AddressFormValues } from './address-form-values';

type TextKey = Exclude<keyof AddressFormValues, 'isDefault'>;

interface AddressFormProps {
  mode: 'add' | 'edit';
  initialValues: AddressFormValues;
  /** Saves the address; a rejection keeps the form open with the server's message. */
  onSave: (payload: AddressPayload) => Promise<void>;
  onClose: () => void;
}

const TYPE_LABEL = { HOME: 'Home', OFFICE: 'Office', OTHER: 'Other' } as const;

/** The add/edit address form in a modal, validated on each change (spec part 1 §5). */
export function AddressForm({ mode, initialValues, onSave, onClose }: AddressFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof AddressFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const payload = valuesToPayload(values);
  const errors = validate(addressInputSchema, payload).errors ?? {};
  const error = (field: keyof AddressFormValues) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const change = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])));
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSave(payload);
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
      setSaving(false);
    }
  };

  const text = (
    field: TextKey,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={error(field)}
      {...extra}
    />
  );

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={mode === 'add' ? MESSAGES.address.addTitle : MESSAGES.address.editTitle}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="address-form"
      >
        {text('name', 'Name', { autoComplete: 'name' })}
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          value={values.phone_number}
          onChange={(event) => change('phone_number', digitsOnly(event.target.value, PHONE_LENGTH))}
          error={error('phone_number')}
        />
        {text('email', 'Email', {
          type: 'email',
          autoComplete: 'email',
          className: 'sm:col-span-2',
        })}
        {text('street_address', 'Street Address', {
          autoComplete: 'address-line1',
          className: 'sm:col-span-2',
        })}
        {text('additional_address_line', 'Additional Address Line', {
          autoComplete: 'address-line2',
          className: 'sm:col-span-2',
        })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        <StateSelectField
          value={values.state}
          onChange={(event) => change('state', event.target.value)}
          error={error('state')}
        />
        <TextField
          label="Postal Code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_LENGTH}
          value={values.postal_code}
          onChange={(event) =>
            change('postal_code', digitsOnly(event.target.value, POSTAL_CODE_LENGTH))
          }
          error={error('postal_code')}
        />
        {text('country', 'Country', { autoComplete: 'country-name' })}
        {text('landmarks', 'Landmarks', {
          className: 'sm:col-span-2',
          hint: 'Separate landmarks with commas, e.g. Near City Hospital, Opposite Bus Stand',
        })}
        <SelectField
          label="Type"
          value={values.type}
          onChange={(event) => change('type', event.target.value)}
          error={error('type')}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label="Make this my default address"
          className="self-end"
          checked={values.isDefault}
          onChange={(event) => change('isDefault', event.target.checked)}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} busyText={MESSAGES.profile.saving}>
            {mode === 'add' ? MESSAGES.address.save : MESSAGES.address.update}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
