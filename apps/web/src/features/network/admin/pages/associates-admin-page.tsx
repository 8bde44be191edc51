import { Link } from 'react-router';
import { ASSOCIATE_RANKS, ASSOCIATE_STATUSES } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
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
import { formatDate } from '../../../../lib/format';
import { useAssociates } from '../../api/admin-associates';
import { MakeAssociateForm } from '../components/make-associate-form';
import { pageCountOf } from '../../../../components/ui/pager';

const SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', rank: '', status: '', page: '1', limit: '20' };
const th =
  'border-b border-neutral-200 bg-neutral-100 px-3 py-2 text-left text-xs font-semibold uppercase text-neutral-700';
const td = 'border-b border-neutral-100 px-3 py-2';
const label = (value: string) => value.replaceAll('_', ' ').toLowerCase();

/** Associates: search by name, username, phone, email or referral code; rank and status filters. */
export default function AssociatesAdminPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const filters = {
    q: params.q,
    rank: params.rank,
    status: params.status,
    ...pagingFrom(params, SIZES, 20),
  };
  const associates = useAssociates(filters);
  return (
    <section>
      <AdminPageHeader
        title="Associates"
        description="The network's members: open one to see its place, BV and downline."
      />
      <MakeAssociateForm />
      <ListToolbar
        searchLabel="Search"
        placeholder="Name, phone, email or referral code"
        search={search}
        onSearch={setSearch}
      >
        <SelectField
          label="Rank"
          value={filters.rank}
          onChange={(event) => setParams({ rank: event.target.value, page: '1' })}
          className="w-full sm:w-48"
        >
          <option value="">All ranks</option>
          {ASSOCIATE_RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {label(rank)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => setParams({ status: event.target.value, page: '1' })}
          className="w-full sm:w-40"
        >
          <option value="">All</option>
          {ASSOCIATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {label(status)}
            </option>
          ))}
        </SelectField>
        <MatchCount total={associates.data?.total} one="associate" many="associates" />
      </ListToolbar>
      <QueryView
        query={associates}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No associates match', description: 'Try another search or filter.' }}
      >
        {(data) => (
          <div className="space-y-4">
            <div className="overflow-auto rounded-xl border border-neutral-200 bg-white">
              <table className="w-full min-w-[48rem] text-sm" data-testid="associates-table">
                <thead>
                  <tr>
                    {[
                      'Name',
                      'Referral code',
                      'Rank',
                      'Joined',
                      'Level',
                      'Personal BV',
                      'Downline',
                    ].map((heading) => (
                      <th key={heading} scope="col" className={th}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((node) => (
                    <tr key={node.id} className="hover:bg-neutral-50">
                      <td className={`${td} font-semibold`}>
                        <Link
                          to={ADMIN_PATHS.associate(node.id)}
                          className="text-brand hover:underline"
                        >
                          {node.name}
                        </Link>
                        <span className="block text-xs font-normal text-neutral-600">
                          @{node.username}
                        </span>
                      </td>
                      <td className={td}>{node.referralCode}</td>
                      <td className={td}>
                        {label(node.rank)}
                        {node.status === 'INACTIVE' ? ' (inactive)' : ''}
                      </td>
                      <td className={td}>{formatDate(node.joinedAt)}</td>
                      <td className={td}>{node.level}</td>
                      <td className={td}>{node.personalBv.toLocaleString('en-IN')}</td>
                      <td className={td}>{node.downlineCount.toLocaleString('en-IN')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <UrlPager
              page={filters.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={filters.limit}
              sizes={SIZES}
              setParams={setParams}
              label="Associate pages"
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
