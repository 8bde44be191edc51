import { useParams } from 'wouter';
import type { AdminUserDetail } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { QueryView } from '../../../../components/admin/query-view';
import { formatDate, formatPhone } from '../../../../lib/format';
import { useUser } from '../../api/users';
import { RoleBadges, StatusBadge } from '../components/role-badges';
import { Block, SectionTable } from '../components/section-table';
import { UserAccess } from '../components/user-access';

const personText = (person: { name: string; referralCode: string | null } | null) =>
  person ? `${person.name}${person.referralCode ? ` (${person.referralCode})` : ''}` : 'None';

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-neutral-700">{label}</dt>
          <dd className="font-semibold break-words text-neutral-900">{value || 'Not specified'}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, associate, addresses, sessions, sections } = detail;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={user.name || user.username} description={`@${user.username}`} />
      <div className="flex flex-wrap items-center gap-3">
        <RoleBadges roles={user.roles} />
        <StatusBadge isActive={user.isActive} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Block title="Profile">
          <Facts
            items={[
              ['Email', user.primaryEmail ?? ''],
              ['Phone', user.primaryPhone ? formatPhone(user.primaryPhone) : ''],
              ['Signs in with', user.loginType === 'EMAIL' ? 'Email' : 'Phone'],
              ['Gender', user.gender ?? ''],
              ['Date of birth', user.dob ? formatDate(user.dob) : ''],
              ['Joined', formatDate(user.createdAt)],
              ['Other emails', user.alternateEmails.join(', ')],
              ['Other phones', user.alternatePhones.map(formatPhone).join(', ')],
            ]}
          />
        </Block>
        <Block title="Access">
          <UserAccess key={user.roles.join() + String(user.isActive)} detail={detail} />
        </Block>
        {associate ? (
          <Block title="Associate">
            <Facts
              items={[
                ['Referral code', associate.referralCode],
                ['Rank', associate.rank.replace(/_/g, ' ')],
                ['Sponsor', personText(associate.sponsor)],
                ['Placed under', personText(associate.parent)],
                ['Joined the network', formatDate(associate.joinedAt)],
              ]}
            />
          </Block>
        ) : null}
        <Block title="Addresses">
          {addresses.length ? (
            <ul className="space-y-3 text-sm">
              {addresses.map((address) => (
                <li key={address.id}>
                  <span className="font-semibold">{address.name}</span>
                  {address.isDefault ? ' · Default' : ''}
                  <br />
                  {address.street_address}, {address.city}, {address.state} - {address.postal_code}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-neutral-700">No saved addresses.</p>
          )}
        </Block>
        <Block title="Sessions">
          {sessions.length ? (
            <ul className="space-y-2 text-sm">
              {sessions.map((session) => (
                <li key={session.sessionId}>
                  Signed in by {session.method} on {formatDate(session.startedAt)}, last active{' '}
                  {formatDate(session.lastUsedAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-neutral-700">Not signed in anywhere.</p>
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
  return (
    <QueryView query={user} isEmpty={() => false} empty={{ title: 'User not found' }}>
      {(detail) => <UserDetail detail={detail} />}
    </QueryView>
  );
}
