import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type User } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../lib/forms';
import { useSession } from '../../auth';
import { updateProfile } from '../api/update-profile';
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
      toast.success(MESSAGES.profile.updated);
      onClose();
    } catch (caught) {
      // The modal says it failed even when the server names the fields (spec part 1 §8).
      applyServerErrors(form, caught);
      form.setError('root.server', { type: 'server', message: MESSAGES.profile.updateFailedModal });
    }
  });

  return (
    <Modal open onClose={onClose} title={MESSAGES.profile.editProfile}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <PhotoPicker
          currentUrl={user.imageUrl}
          name={fullName(user) || user.username}
          onChange={(file) => form.setValue('photo', file)}
        />
        <TextField
          label="First Name"
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('primaryEmail')}
          disabled={emailLocked}
          hint={emailLocked ? 'You sign in with this email, so it cannot be changed.' : undefined}
          error={emailLocked ? undefined : errors.primaryEmail?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...digitsField(register('primaryPhone'))}
          disabled={phoneLocked}
          hint={phoneLocked ? 'You sign in with this phone, so it cannot be changed.' : undefined}
          error={phoneLocked ? undefined : errors.primaryPhone?.message}
        />
        <SelectField label="Gender" {...register('gender')} error={errors.gender?.message}>
          <option value="">Select gender</option>
          <option value="MALE">Male</option>
          <option value="FEMALE">Female</option>
          <option value="OTHER">Other</option>
        </SelectField>
        <TextField
          label="Date of Birth"
          type="date"
          max={today}
          {...register('dob')}
          error={errors.dob?.message}
        />
        <FormMessage message={errors.root?.server?.message} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {MESSAGES.profile.cancel}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText={MESSAGES.profile.saving}>
            {MESSAGES.profile.saveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
