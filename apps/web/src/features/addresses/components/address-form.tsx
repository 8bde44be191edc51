import { useForm } from 'react-hook-form';
import { ADDRESS_TYPES, addressInputSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { POSTAL_CODE_LENGTH, PHONE_LENGTH } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { StateSelectField } from '../../../components/ui/state-select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, digitsField, fieldError, payloadResolver } from '../../../lib/forms';
import type { AddressPayload } from '../api/address-payload';
import { valuesToPayload, type AddressFormValues } from './address-form-values';
import { usePinFill } from './use-pin-fill';

type TextKey = Exclude<keyof AddressFormValues, 'isDefault'>;

interface AddressFormProps {
  mode: 'add' | 'edit';
  initialValues: AddressFormValues;
  /** Saves the address; a rejection keeps the form open with the server's message. */
  onSave: (payload: AddressPayload) => Promise<void>;
  onClose: () => void;
}

const TYPE_LABEL = { HOME: 'Home', OFFICE: 'Office', OTHER: 'Other' } as const;
const resolver = payloadResolver(addressInputSchema, valuesToPayload);

/** The add/edit address form in a modal, validated on each change (spec part 1 §5). */
export function AddressForm({ mode, initialValues, onSave, onClose }: AddressFormProps) {
  const form = useForm({
    defaultValues: initialValues,
    resolver,
    mode: 'onChange',
  });
  const { register, formState } = form;
  const error = (field: keyof AddressFormValues) => fieldError(formState.errors, field);
  const fillFromPin = usePinFill(form);

  // What is sent is what was checked: the typed values as the payload.
  const submit = form.handleSubmit(async () => {
    try {
      await onSave(valuesToPayload(form.getValues()));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  const text = (
    field: TextKey,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} {...register(field)} error={error(field)} {...extra} />;

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
          {...digitsField(register('phone_number'), PHONE_LENGTH)}
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
        <TextField
          label={MESSAGES.address.pinCodeLabel}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_LENGTH}
          hint={MESSAGES.address.pinCodeHint}
          {...digitsField(
            register('postal_code', {
              onChange: (event: { target: HTMLInputElement }) =>
                void fillFromPin(event.target.value),
            }),
            POSTAL_CODE_LENGTH,
          )}
          error={error('postal_code')}
        />
        {text('country', 'Country', {
          readOnly: true,
          hint: MESSAGES.address.countryIndiaOnly,
          autoComplete: 'country-name',
        })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        <StateSelectField {...register('state')} error={error('state')} />
        {text('landmarks', 'Landmarks', {
          className: 'sm:col-span-2',
          hint: 'Separate landmarks with commas, e.g. Near City Hospital, Opposite Bus Stand',
        })}
        <SelectField label="Type" {...register('type')} error={error('type')}>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label="Make this my default address"
          className="self-end"
          {...register('isDefault')}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={MESSAGES.profile.saving}>
            {mode === 'add' ? MESSAGES.address.save : MESSAGES.address.update}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
