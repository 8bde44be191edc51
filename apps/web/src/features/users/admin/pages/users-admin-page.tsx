import { Link } from 'react-router';
import { ROLES, USER_SORTS } from '@saathi/shared';
import { ROLE_LABELS } from '@saathi/shared/permissions';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ExportCsvButton } from '../../../../components/admin/export-csv-button';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import {
  ListToolbar,
  MatchCount,
  pagingFrom,
  UrlPager,
} from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { SelectField } from '../../../../components/ui/select-field';
import { useSearchBox } from '../../../../hooks/use-search-box';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { formatDate, formatPhone } from '../../../../lib/format';
import { exportUsers, useUsers } from '../../api/users';
import { RoleBadges, StatusBadge } from '../components/role-badges';
import { pageCountOf } from '../../../../components/ui/pager';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', role: '', status: '', sort: 'newest', page: '1', limit: '20' };
const SORT_LABELS: Record<(typeof USER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  username: 'Username',
};

/** Everyone with an account: search, filter, sort, page, export; open a person's page. */
export default function UsersAdminPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const filters = {
    q: params.q,
    role: params.role,
    status: params.status,
    sort: params.sort,
    ...pagingFrom(params, PAGE_SIZES, 20),
  };
  const users = useUsers(filters);

  return (
    <section>
      <AdminPageHeader
        title="Users"
        description="Everyone with an account: customers, associates and staff."
        actions={<ExportCsvButton onExport={() => exportUsers(filters)} />}
      />
      <ListToolbar
        searchLabel="Search"
        placeholder="Name, username, email, phone or referral code"
        search={search}
        onSearch={setSearch}
        sort={{
          value: filters.sort as (typeof USER_SORTS)[number],
          options: USER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
          onChange: (sort) => setParams({ sort, page: '1' }),
        }}
      >
        <SelectField
          label="Role"
          value={filters.role}
          onChange={(event) => setParams({ role: event.target.value, page: '1' })}
          className="w-full sm:w-48"
        >
          <option value="">All roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => setParams({ status: event.target.value, page: '1' })}
          className="w-full sm:w-40"
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Deactivated</option>
        </SelectField>
        <MatchCount total={users.data?.total} one="user" many="users" />
      </ListToolbar>
      <QueryView
        query={users}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: 'No users match these filters',
          description: 'Try another search, role or status.',
        }}
      >
        {(data) => (
          <div className={`space-y-4 ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
            <AdminTable
              testId="users-table"
              columns={[
                'Name',
                'Username',
                'Email',
                'Phone',
                'Roles',
                'Status',
                'Referral code',
                'Joined',
              ]}
              minWidth="64rem"
            >
              {data.items.map((row) => (
                <tr key={row.id} data-testid="user-row">
                  <td className={tdClass}>
                    <Link
                      to={ADMIN_PATHS.user(row.id)}
                      className="font-semibold text-brand hover:underline"
                    >
                      {row.name || row.username}
                    </Link>
                  </td>
                  <td className={tdClass}>{row.username}</td>
                  <td className={tdClass}>{row.primaryEmail ?? ''}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {row.primaryPhone ? formatPhone(row.primaryPhone) : ''}
                  </td>
                  <td className={tdClass}>
                    <RoleBadges roles={row.roles} />
                  </td>
                  <td className={tdClass}>
                    <StatusBadge isActive={row.isActive} />
                  </td>
                  <td className={tdClass}>{row.referralCode ?? ''}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                </tr>
              ))}
            </AdminTable>
            <UrlPager
              page={filters.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={filters.limit}
              sizes={PAGE_SIZES}
              setParams={setParams}
              label="User pages"
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
