import type { User } from '@saathi/shared';
import { formatPhone } from '../../../lib/format';
import { CopyableField } from './copyable-field';
import { useProfileT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/** Gender, date of birth, email and phone, each copyable (spec part 1 §2). */
export function ProfileDetails({ user }: { user: User }) {
  const t = useProfileT();
  const dates = useDates();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <CopyableField
        label={t('profile.gender')}
        value={user.gender ? t('profile.genderValue', { gender: user.gender }) : null}
      />
      <CopyableField
        label={t('profile.dob')}
        value={user.dob ? dates.date(user.dob.slice(0, 10)) : null}
      />
      <CopyableField label={t('profile.email')} value={user.primaryEmail} />
      <CopyableField
        label={t('profile.phone')}
        value={user.primaryPhone ? formatPhone(user.primaryPhone) : null}
        copyValue={user.primaryPhone}
      />
    </dl>
  );
}

/** Alternate emails and phones, when there are any. */
export function AdditionalContacts({ user }: { user: User }) {
  const t = useProfileT();
  if (user.alternateEmails.length === 0 && user.alternatePhone.length === 0) return null;
  return (
    <section
      aria-labelledby="additional-contact"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="additional-contact" className="text-lg font-semibold">
        {t('profile.additionalContact')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {user.alternateEmails.map((email) => (
          <CopyableField key={email} label={t('profile.alternateEmail')} value={email} />
        ))}
        {user.alternatePhone.map((phone) => (
          <CopyableField
            key={phone}
            label={t('profile.alternatePhone')}
            value={formatPhone(phone)}
            copyValue={phone}
          />
        ))}
      </dl>
    </section>
  );
}
