import type { ReactNode } from 'react';
import { MESSAGES } from '@saathi/shared/messages';
import { formatDate, formatPhone } from '../../../lib/format';
import { displayName } from '../../auth/display-name';
import { useSession } from '../../auth/use-session';

const GENDER_LABEL = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } as const;

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-neutral-200 p-4">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-1 font-semibold break-words">{value || MESSAGES.common.notSpecified}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section>
      <title>Profile Overview</title>
      <h1 className="text-2xl font-semibold">Profile Overview</h1>
      <div className="mt-6 flex items-center gap-4 rounded-2xl bg-brand-soft p-6">
        {user.imageUrl ? (
          <img
            src={user.imageUrl}
            alt=""
            width={72}
            height={72}
            className="size-18 rounded-full object-cover"
          />
        ) : null}
        <div>
          <p className="text-xl font-semibold">{displayName(user)}</p>
          <p className="text-neutral-700">@{user.username}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Roles">
            {user.roles.map((role) => (
              <li
                key={role}
                className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand"
              >
                {role}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label="Gender" value={user.gender ? GENDER_LABEL[user.gender] : null} />
        <Field label="Date of birth" value={user.dob ? formatDate(user.dob.slice(0, 10)) : null} />
        <Field label="Email" value={user.primaryEmail} />
        <Field label="Phone" value={user.primaryPhone ? formatPhone(user.primaryPhone) : null} />
      </dl>
    </section>
  );
}
