import { useId, useState, type FormEvent } from 'react';
import { profileUpdateSchema, type User } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { digitsOnly } from '../../../lib/digits';
import { serverFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
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
}

const initialValues = (user: User): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  primaryEmail: user.primaryEmail ?? '',
  primaryPhone: user.primaryPhone ?? '',
  gender: user.gender ?? '',
  dob: user.dob ? user.dob.slice(0, 10) : '',
});

/** The Edit Profile modal (spec part 1 §2, §5): validated on change, saved with the photo. */
export function EditProfileModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { updateUser } = useSession();
  const genderId = useId();
  const [values, setValues] = useState(() => initialValues(user));
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [failed, setFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  const schema = profileUpdateSchema(user.loginType);
  const errors = validate(schema, values).errors ?? {};
  const error = (field: keyof Values) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
  const emailLocked = user.loginType === 'EMAIL';
  const phoneLocked = user.loginType === 'PHONE';

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      firstName: true,
      lastName: true,
      primaryEmail: true,
      primaryPhone: true,
      gender: true,
      dob: true,
    });
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setFailed(false);
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
          imageFile: photo ? null : user.imageUrl,
        },
        photo,
      );
      updateUser(updated);
      toast.success(MESSAGES.profile.updated);
      onClose();
    } catch (caught) {
      setFailed(true);
      setServerErrors(serverFieldErrors(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={MESSAGES.profile.editProfile}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <PhotoPicker
          currentUrl={user.imageUrl}
          name={fullName(user) || user.username}
          onChange={setPhoto}
        />
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => change('firstName', event.target.value)}
          error={error('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => change('lastName', event.target.value)}
          error={error('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.primaryEmail}
          disabled={emailLocked}
          hint={emailLocked ? 'You sign in with this email, so it cannot be changed.' : undefined}
          onChange={(event) => change('primaryEmail', event.target.value)}
          error={emailLocked ? undefined : error('primaryEmail')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={values.primaryPhone}
          disabled={phoneLocked}
          hint={phoneLocked ? 'You sign in with this phone, so it cannot be changed.' : undefined}
          onChange={(event) => change('primaryPhone', digitsOnly(event.target.value))}
          error={phoneLocked ? undefined : error('primaryPhone')}
        />
        <div>
          <label htmlFor={genderId} className="mb-1 block text-sm font-semibold text-neutral-800">
            Gender
          </label>
          <select
            id={genderId}
            className={inputClass}
            value={values.gender}
            onChange={(event) => change('gender', event.target.value)}
            aria-invalid={error('gender') ? true : undefined}
            aria-describedby={error('gender') ? `${genderId}-error` : undefined}
          >
            <option value="">Select gender</option>
            <option value="MALE">Male</option>
            <option value="FEMALE">Female</option>
            <option value="OTHER">Other</option>
          </select>
          {error('gender') ? (
            <p id={`${genderId}-error`} className="mt-1 text-sm text-red-700">
              {error('gender')}
            </p>
          ) : null}
        </div>
        <TextField
          label="Date of Birth"
          type="date"
          value={values.dob}
          max={today}
          onChange={(event) => change('dob', event.target.value)}
          error={error('dob')}
        />
        {failed ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {MESSAGES.profile.updateFailedModal}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {MESSAGES.profile.cancel}
          </Button>
          <Button type="submit" busy={saving} busyText={MESSAGES.profile.saving}>
            {MESSAGES.profile.saveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
