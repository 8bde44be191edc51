import { Link } from 'wouter';
import { ASSOCIATE_RANKS, ASSOCIATE_STATUSES, type NetworkNode } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { FilterSelect } from '../../../../components/admin/list-controls';
import { useListParams } from '../../../../hooks/use-list-params';
import { formatDate } from '../../../../lib/format';
import { RegisterCsvButton } from '../../../agreements';
import { useAssociates } from '../../api/admin-associates';
import { MakeAssociateForm } from '../components/make-associate-form';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', rank: '', status: '' };
const COLUMNS = [
  'Name',
  'Referral code',
  'Rank',
  'Joined',
  'Level',
  'Personal BV',
  'Downline',
] as const;
const label = (value: string) => value.replaceAll('_', ' ').toLowerCase();
const labelsOf = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value, label(value)])) as Record<V, string>;
const RANK_LABELS = labelsOf(ASSOCIATE_RANKS);
const STATUS_LABELS = labelsOf(ASSOCIATE_STATUSES);

function AssociateRow({ node }: { node: NetworkNode }) {
  return (
    <tr className="hover:bg-neutral-50">
      <td className={`${tdClass} font-semibold`}>
        <Link to={ADMIN_PATHS.associate(node.id)} className="text-brand hover:underline">
          {node.name}
        </Link>
        <span className="block text-xs font-normal text-neutral-600">@{node.username}</span>
      </td>
      <td className={tdClass}>{node.referralCode}</td>
      <td className={tdClass}>
        {label(node.rank)}
        {node.status === 'INACTIVE' ? ' (inactive)' : ''}
      </td>
      <td className={tdClass}>{formatDate(node.joinedAt)}</td>
      <td className={tdClass}>{node.level}</td>
      <td className={tdClass}>{node.personalBv.toLocaleString('en-IN')}</td>
      <td className={tdClass}>{node.downlineCount.toLocaleString('en-IN')}</td>
    </tr>
  );
}

/** Associates: search by name, username, phone, email or referral code; rank and status filters. */
export default function AssociatesAdminPage() {
  const list = useListParams(FILTERS, PAGE_SIZES);
  const { filters, setFilters } = list;
  const associates = useAssociates({ ...filters, ...list.paging });
  return (
    <AdminListPage
      title="Associates"
      description="The network's members: open one to see its place, BV and downline."
      actions={<RegisterCsvButton />}
      above={<MakeAssociateForm />}
      list={list}
      search={{ label: 'Search', placeholder: 'Name, phone, email or referral code' }}
      filters={
        <>
          <FilterSelect
            label="Rank"
            value={filters.rank}
            values={ASSOCIATE_RANKS}
            labels={RANK_LABELS}
            anyLabel="All ranks"
            onChange={(rank) => setFilters({ rank })}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            values={ASSOCIATE_STATUSES}
            labels={STATUS_LABELS}
            anyLabel="All"
            onChange={(status) => setFilters({ status })}
            className="w-full sm:w-40"
          />
        </>
      }
      count={{ one: 'associate', many: 'associates' }}
      query={associates}
      empty={{ title: 'No associates match', description: 'Try another search or filter.' }}
      table={{ columns: COLUMNS, testId: 'associates-table', minWidth: '48rem' }}
      pager="Associate pages"
    >
      {(data) => data.items.map((node) => <AssociateRow key={node.id} node={node} />)}
    </AdminListPage>
  );
}
