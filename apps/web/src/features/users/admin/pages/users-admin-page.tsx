import { Link } from 'wouter';
import { ROLES, USER_SORTS, type AdminUserRow } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { FilterSelect, SortSelect } from '../../../../components/admin/list-controls';
import { useListParams } from '../../../../hooks/use-list-params';
import { formatDate, formatPhone } from '../../../../lib/format';
import { exportUsers, useUsers, type UserFilters } from '../../api/users';
import { RoleBadges, StatusBadge, useRoleLabels } from '../components/role-badges';
import { useConsoleUsersT } from '../messages';

type UserSort = (typeof USER_SORTS)[number];

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS: UserFilters = { q: '', role: '', status: '', sort: 'newest' };
const SORT_KEYS = {
  newest: 'consoleUsers.newest',
  oldest: 'consoleUsers.oldest',
  name: 'consoleUsers.name',
  username: 'consoleUsers.username',
} as const satisfies Record<UserSort, string>;
const STATUSES = ['active', 'inactive'] as const;
const COLUMNS = [
  'consoleUsers.name',
  'consoleUsers.username',
  'consoleUsers.email',
  'consoleUsers.phone',
  'consoleUsers.roles',
  'consoleUsers.status',
  'consoleUsers.referralCode',
  'consoleUsers.joined',
] as const;

function UserRow({ user }: { user: AdminUserRow }) {
  return (
    <tr data-testid="user-row">
      <td className={tdClass}>
        <Link to={ADMIN_PATHS.user(user.id)} className="font-semibold text-brand hover:underline">
          {user.name || user.username}
        </Link>
      </td>
      <td className={tdClass}>{user.username}</td>
      <td className={tdClass}>{user.primaryEmail ?? ''}</td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {user.primaryPhone ? formatPhone(user.primaryPhone) : ''}
      </td>
      <td className={tdClass}>
        <RoleBadges roles={user.roles} />
      </td>
      <td className={tdClass}>
        <StatusBadge isActive={user.isActive} />
      </td>
      <td className={tdClass}>{user.referralCode ?? ''}</td>
      <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
    </tr>
  );
}

/** Everyone with an account: search, filter, sort, page, export; open a person's page. */
export default function UsersAdminPage() {
  const list = useListParams(FILTERS, PAGE_SIZES);
  const { filters, setFilters } = list;
  const users = useUsers({ ...filters, ...list.paging });
  const t = useConsoleUsersT();
  const roleLabels = useRoleLabels();

  return (
    <AdminListPage
      title={t('consoleUsers.title')}
      description={t('consoleUsers.description')}
      onExport={() => exportUsers(filters)}
      list={list}
      search={{ label: t('consoleUsers.search'), placeholder: t('consoleUsers.searchHint') }}
      filters={
        <>
          <SortSelect
            value={filters.sort as UserSort}
            options={USER_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
            onChange={(sort) => setFilters({ sort })}
          />
          <FilterSelect
            label={t('consoleUsers.role')}
            value={filters.role}
            values={ROLES}
            labels={roleLabels}
            anyLabel={t('consoleUsers.allRoles')}
            onChange={(role) => setFilters({ role })}
          />
          <FilterSelect
            label={t('consoleUsers.status')}
            value={filters.status}
            values={STATUSES}
            labels={{ active: t('consoleUsers.active'), inactive: t('consoleUsers.deactivated') }}
            anyLabel={t('consoleUsers.anyStatus')}
            onChange={(status) => setFilters({ status })}
            className="w-full sm:w-40"
          />
        </>
      }
      count={{ one: t('consoleUsers.countOne'), many: t('consoleUsers.countMany') }}
      query={users}
      empty={{
        title: t('consoleUsers.noMatchTitle'),
        description: t('consoleUsers.noMatchText'),
      }}
      table={{ columns: COLUMNS.map((key) => t(key)), testId: 'users-table', minWidth: '64rem' }}
      pager={t('consoleUsers.pages')}
    >
      {(data) => data.items.map((user) => <UserRow key={user.id} user={user} />)}
    </AdminListPage>
  );
}
