import { useForm } from 'react-hook-form';
import { ADDRESS_TYPES, addressInputSchema } from '@saathi/shared';
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
import { ADDRESS_TYPE_KEYS, useAddressesT } from '../messages';

type TextKey = Exclude<keyof AddressFormValues, 'isDefault'>;

interface AddressFormProps {
  mode: 'add' | 'edit';
  initialValues: AddressFormValues;
  /** Saves the address; a rejection keeps the form open with the server's message. */
  onSave: (payload: AddressPayload) => Promise<void>;
  onClose: () => void;
}

const resolver = payloadResolver(addressInputSchema, valuesToPayload);

/** The add/edit address form in a modal, validated on each change (spec part 1 §5). */
export function AddressForm({ mode, initialValues, onSave, onClose }: AddressFormProps) {
  const t = useAddressesT();
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
      title={t(mode === 'add' ? 'addresses.addTitle' : 'addresses.editTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="address-form"
      >
        {text('name', t('addresses.name'), { autoComplete: 'name' })}
        <TextField
          label={t('addresses.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          {...digitsField(register('phone_number'), PHONE_LENGTH)}
          error={error('phone_number')}
        />
        {text('email', t('addresses.email'), {
          type: 'email',
          autoComplete: 'email',
          className: 'sm:col-span-2',
        })}
        {text('street_address', t('addresses.street'), {
          autoComplete: 'address-line1',
          className: 'sm:col-span-2',
        })}
        {text('additional_address_line', t('addresses.additionalLine'), {
          autoComplete: 'address-line2',
          className: 'sm:col-span-2',
        })}
        <TextField
          label={t('addresses.pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_LENGTH}
          hint={t('addresses.pinCodeHint')}
          {...digitsField(
            register('postal_code', {
              onChange: (event: { target: HTMLInputElement }) =>
                void fillFromPin(event.target.value),
            }),
            POSTAL_CODE_LENGTH,
          )}
          error={error('postal_code')}
        />
        {text('country', t('addresses.country'), {
          readOnly: true,
          hint: t('addresses.countryIndiaOnly'),
          autoComplete: 'country-name',
        })}
        {text('city', t('addresses.city'), { autoComplete: 'address-level2' })}
        <StateSelectField
          label={t('addresses.state')}
          placeholder={t('addresses.selectState')}
          {...register('state')}
          error={error('state')}
        />
        {text('landmarks', t('addresses.landmarks'), {
          className: 'sm:col-span-2',
          hint: t('addresses.landmarksHint'),
        })}
        <SelectField label={t('addresses.type')} {...register('type')} error={error('type')}>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ADDRESS_TYPE_KEYS[type])}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('addresses.makeDefault')}
          className="self-end"
          {...register('isDefault')}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={t('addresses.saving')}>
            {t(mode === 'add' ? 'addresses.save' : 'addresses.update')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
