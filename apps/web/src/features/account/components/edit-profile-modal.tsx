import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GENDERS, profileUpdateSchema, type User } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../lib/forms';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { useSession } from '../../auth';
import { updateProfile } from '../api/update-profile';
import { useProfileT } from '../messages';
import { PhotoPicker } from './photo-picker';
import { fullName } from './profile-format';

interface Values {
  firstName: string;
  lastName: string;
  primaryEmail: string;
  primaryPhone: string;
  gender: string;
  dob: string;
  /** A new photo to upload with the changes. */
  photo: File | null;
}

const initialValues = (user: User): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  primaryEmail: user.primaryEmail ?? '',
  primaryPhone: user.primaryPhone ?? '',
  gender: user.gender ?? '',
  dob: user.dob ? user.dob.slice(0, 10) : '',
  photo: null,
});

/** The Edit Profile modal (spec part 1 §2, §5): validated on change, saved with the photo. */
export function EditProfileModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { updateUser } = useSession();
  const t = useProfileT();
  const fieldMessage = useFieldMessage();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const emailLocked = user.loginType === 'EMAIL';
  const phoneLocked = user.loginType === 'PHONE';
  const form = useForm({
    defaultValues: initialValues(user),
    resolver: payloadResolver(profileUpdateSchema(user.loginType), (values: Values) => values),
    mode: 'onChange',
  });
  const { register, formState } = form;
  const { errors } = formState;

  const save = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      const updated = await updateProfile(
        user.id,
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          primaryEmail: emailLocked ? null : values.primaryEmail.trim(),
          primaryPhone: phoneLocked ? null : values.primaryPhone.trim(),
          gender: values.gender.toUpperCase(),
          dob: values.dob ? `${values.dob}T00:00:00.000Z` : '',
          imageFile: values.photo ? null : user.imageUrl,
        },
        values.photo,
      );
      updateUser(updated);
      toast.success(t('profile.updated'));
      onClose();
    } catch (caught) {
      // The modal says it failed even when the server names the fields (spec part 1 §8).
      applyServerErrors(form, caught);
      form.setError('root.server', { type: 'server', message: t('profile.updateFailed') });
    }
  });

  return (
    <Modal open onClose={onClose} title={t('profile.editProfile')}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <PhotoPicker
          currentUrl={user.imageUrl}
          name={fullName(user) || user.username}
          onChange={(file) => form.setValue('photo', file)}
        />
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          {...register('firstName')}
          error={fieldMessage(errors.firstName?.message)}
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          {...register('lastName')}
          error={fieldMessage(errors.lastName?.message)}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          {...register('primaryEmail')}
          disabled={emailLocked}
          hint={emailLocked ? t('profile.emailLocked') : undefined}
          error={emailLocked ? undefined : fieldMessage(errors.primaryEmail?.message)}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...digitsField(register('primaryPhone'))}
          disabled={phoneLocked}
          hint={phoneLocked ? t('profile.phoneLocked') : undefined}
          error={phoneLocked ? undefined : fieldMessage(errors.primaryPhone?.message)}
        />
        <SelectField
          label={t('profile.gender')}
          {...register('gender')}
          error={fieldMessage(errors.gender?.message)}
        >
          <option value="">{t('profile.selectGender')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t('profile.genderValue', { gender })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('profile.dob')}
          type="date"
          max={today}
          {...register('dob')}
          error={fieldMessage(errors.dob?.message)}
        />
        <FormMessage message={errors.root?.server?.message} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={t('profile.saving')}>
            {t('profile.saveChanges')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
