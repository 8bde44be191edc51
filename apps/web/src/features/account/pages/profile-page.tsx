import { useState } from 'react';
import { useSession } from '../../auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { EditProfileModal } from '../components/edit-profile-modal';
import { InviteAssociates } from '../components/invite-associates';
import { ProfileBanner } from '../components/profile-banner';
import { AdditionalContacts, ProfileDetails } from '../components/profile-details';
import { ReferredBy } from '../components/referred-by';
import { useProfileT } from '../messages';

/** Profile Overview (spec part 1 §2). */
export default function ProfilePage() {
  const { user, associate } = useSession();
  const [editing, setEditing] = useState(false);
  const t = useProfileT();
  if (!user) return null;
  return (
    <section className="space-y-6">
      <title>{t('profile.title')}</title>
      <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
      <ProfileBanner user={user} onEdit={() => setEditing(true)} />
      <ProfileDetails user={user} />
      <ReferredBy user={user} />
      {associate ? <InviteAssociates associate={associate} /> : null}
      <AdditionalContacts user={user} />
      <ChangePasswordForm />
      {editing ? <EditProfileModal user={user} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
