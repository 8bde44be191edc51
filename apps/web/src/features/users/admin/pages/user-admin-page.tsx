import { useParams } from 'wouter';
import type { AdminUserDetail } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { QueryView } from '../../../../components/admin/query-view';
import { formatDate, formatPhone } from '../../../../lib/format';
import { useUser } from '../../api/users';
import { RoleBadges, StatusBadge } from '../components/role-badges';
import { Block, SectionTable } from '../components/section-table';
import { UserAccess } from '../components/user-access';
import { useConsoleUsersT } from '../messages';

const personText = (person: { name: string; referralCode: string | null } | null) =>
  person ? `${person.name}${person.referralCode ? ` (${person.referralCode})` : ''}` : '';

function Facts({ items }: { items: [string, string][] }) {
  const t = useConsoleUsersT();
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-neutral-700">{label}</dt>
          <dd className="font-semibold break-words text-neutral-900">
            {value || t('consoleUsers.notSpecified')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, associate, addresses, sessions, sections } = detail;
  const t = useConsoleUsersT();
  const orNone = (text: string) => text || t('consoleUsers.none');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={user.name || user.username} description={`@${user.username}`} />
      <div className="flex flex-wrap items-center gap-3">
        <RoleBadges roles={user.roles} />
        <StatusBadge isActive={user.isActive} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Block title={t('consoleUsers.profile')}>
          <Facts
            items={[
              [t('consoleUsers.email'), user.primaryEmail ?? ''],
              [t('consoleUsers.phone'), user.primaryPhone ? formatPhone(user.primaryPhone) : ''],
              [
                t('consoleUsers.signsInWith'),
                t(user.loginType === 'EMAIL' ? 'consoleUsers.email' : 'consoleUsers.phone'),
              ],
              [t('consoleUsers.gender'), user.gender ?? ''],
              [t('consoleUsers.dob'), user.dob ? formatDate(user.dob) : ''],
              [t('consoleUsers.joined'), formatDate(user.createdAt)],
              [t('consoleUsers.otherEmails'), user.alternateEmails.join(', ')],
              [t('consoleUsers.otherPhones'), user.alternatePhones.map(formatPhone).join(', ')],
            ]}
          />
        </Block>
        <Block title={t('consoleUsers.access')}>
          <UserAccess key={user.roles.join() + String(user.isActive)} detail={detail} />
        </Block>
        {associate ? (
          <Block title={t('consoleUsers.associate')}>
            <Facts
              items={[
                [t('consoleUsers.referralCode'), associate.referralCode],
                [t('consoleUsers.rank'), associate.rank.replace(/_/g, ' ')],
                [t('consoleUsers.sponsor'), orNone(personText(associate.sponsor))],
                [t('consoleUsers.placedUnder'), orNone(personText(associate.parent))],
                [t('consoleUsers.joinedNetwork'), formatDate(associate.joinedAt)],
              ]}
            />
          </Block>
        ) : null}
        <Block title={t('consoleUsers.addresses')}>
          {addresses.length ? (
            <ul className="space-y-3 text-sm">
              {addresses.map((address) => (
                <li key={address.id}>
                  <span className="font-semibold">{address.name}</span>
                  {address.isDefault ? t('consoleUsers.default') : ''}
                  <br />
                  {address.street_address}, {address.city}, {address.state} - {address.postal_code}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-neutral-700">{t('consoleUsers.noAddresses')}</p>
          )}
        </Block>
        <Block title={t('consoleUsers.sessions')}>
          {sessions.length ? (
            <ul className="space-y-2 text-sm">
              {sessions.map((session) => (
                <li key={session.sessionId}>
                  {t('consoleUsers.session', {
                    method: session.method,
                    started: formatDate(session.startedAt),
                    lastActive: formatDate(session.lastUsedAt),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-neutral-700">{t('consoleUsers.notSignedIn')}</p>
          )}
        </Block>
      </div>
      {sections.map((section) => (
        <SectionTable key={section.key} section={section} />
      ))}
    </div>
  );
}

/** A person's page in the console. */
export default function UserAdminPage() {
  const id = Number(useParams().id);
  const user = useUser(id);
  const t = useConsoleUsersT();
  return (
    <QueryView query={user} isEmpty={() => false} empty={{ title: t('consoleUsers.notFound') }}>
      {(detail) => <UserDetail detail={detail} />}
    </QueryView>
  );
}
