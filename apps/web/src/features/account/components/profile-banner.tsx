import type { User } from '@saathi/shared';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useProfileT } from '../messages';
import { fullName, primaryRole } from './profile-format';

export function ProfileBanner({ user, onEdit }: { user: User; onEdit: () => void }) {
  const t = useProfileT();
  const name = fullName(user) || user.username;
  return (
    <div
      data-testid="profile-banner"
      className="flex flex-col gap-4 rounded-2xl bg-brand-soft p-6 sm:flex-row sm:items-center"
    >
      <Avatar imageUrl={user.imageUrl} name={name} size={80} />
      <div className="min-w-0 flex-1">
        <p className="text-xl font-semibold break-words">{name}</p>
        <p className="text-neutral-700">@{user.username}</p>
        <span
          data-testid="role-badge"
          className="mt-2 inline-block rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand"
        >
          {t('profile.role', { role: primaryRole(user.roles) })}
        </span>
      </div>
      <Button variant="secondary" onClick={onEdit} className="self-start sm:self-center">
        {t('profile.editProfile')}
      </Button>
    </div>
  );
}
