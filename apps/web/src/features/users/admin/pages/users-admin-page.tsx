import { Link } from 'wouter';
import { ROLES, USER_SORTS, type AdminUserRow } from '@saathi/shared';
import { ROLE_LABELS } from '@saathi/shared/permissions';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { FilterSelect, SortSelect } from '../../../../components/admin/list-controls';
import { useListParams } from '../../../../hooks/use-list-params';
import { formatDate, formatPhone } from '../../../../lib/format';
import { exportUsers, useUsers, type UserFilters } from '../../api/users';
import { RoleBadges, StatusBadge } from '../components/role-badges';

type UserSort = (typeof USER_SORTS)[number];

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS: UserFilters = { q: '', role: '', status: '', sort: 'newest' };
const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  username: 'Username',
};
const SORT_OPTIONS = USER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const STATUSES = ['active', 'inactive'] as const;
const STATUS_LABELS = { active: 'Active', inactive: 'Deactivated' };
const COLUMNS = [
  'Name',
  'Username',
  'Email',
  'Phone',
  'Roles',
  'Status',
  'Referral code',
  'Joined',
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

  return (
    <AdminListPage
      title="Users"
      description="Everyone with an account: customers, associates and staff."
      onExport={() => exportUsers(filters)}
      list={list}
      search={{ label: 'Search', placeholder: 'Name, username, email, phone or referral code' }}
      filters={
        <>
          <SortSelect
            value={filters.sort as UserSort}
            options={SORT_OPTIONS}
            onChange={(sort) => setFilters({ sort })}
          />
          <FilterSelect
            label="Role"
            value={filters.role}
            values={ROLES}
            labels={ROLE_LABELS}
            anyLabel="All roles"
            onChange={(role) => setFilters({ role })}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            values={STATUSES}
            labels={STATUS_LABELS}
            anyLabel="Any status"
            onChange={(status) => setFilters({ status })}
            className="w-full sm:w-40"
          />
        </>
      }
      count={{ one: 'user', many: 'users' }}
      query={users}
      empty={{
        title: 'No users match these filters',
        description: 'Try another search, role or status.',
      }}
      table={{ columns: COLUMNS, testId: 'users-table', minWidth: '64rem' }}
      pager="User pages"
    >
      {(data) => data.items.map((user) => <UserRow key={user.id} user={user} />)}
    </AdminListPage>
  );
}
