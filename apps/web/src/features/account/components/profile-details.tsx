import type { User } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { formatDate, formatPhone } from '../../../lib/format';
import { CopyableField } from './copyable-field';
import { GENDER_LABEL } from './profile-format';

/** Gender, date of birth, email and phone, each copyable (spec part 1 §2). */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <CopyableField label="Gender" value={user.gender ? GENDER_LABEL[user.gender] : null} />
      <CopyableField
        label="Date of Birth"
        value={user.dob ? formatDate(user.dob.slice(0, 10)) : null}
      />
      <CopyableField label="Email" value={user.primaryEmail} />
      <CopyableField
        label="Phone"
        value={user.primaryPhone ? formatPhone(user.primaryPhone) : null}
        copyValue={user.primaryPhone}
      />
    </dl>
  );
}

/** Alternate emails and phones, when there are any. */
export function AdditionalContacts({ user }: { user: User }) {
  if (user.alternateEmails.length === 0 && user.alternatePhone.length === 0) return null;
  return (
    <section
      aria-labelledby="additional-contact"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="additional-contact" className="text-lg font-semibold">
        {MESSAGES.profile.additionalContact}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {user.alternateEmails.map((email) => (
          <CopyableField key={email} label="Alternate Email" value={email} />
        ))}
        {user.alternatePhone.map((phone) => (
          <CopyableField
            key={phone}
            label="Alternate Phone"
            value={formatPhone(phone)}
            copyValue={phone}
          />
        ))}
      </dl>
    </section>
  );
}
