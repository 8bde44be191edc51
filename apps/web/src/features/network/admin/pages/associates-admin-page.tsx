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
import { useConsoleNetworkT } from '../messages';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', rank: '', status: '' };
const COLUMNS = [
  'consoleNetwork.name',
  'consoleNetwork.referralCode',
  'consoleNetwork.rank',
  'consoleNetwork.joined',
  'consoleNetwork.level',
  'consoleNetwork.personalBv',
  'consoleNetwork.downline',
] as const;
const label = (value: string) => value.replaceAll('_', ' ').toLowerCase();
const labelsOf = <V extends string>(values: readonly V[], labelOf: (value: V) => string) =>
  Object.fromEntries(values.map((value) => [value, labelOf(value)])) as Record<V, string>;
const RANK_LABELS = labelsOf(ASSOCIATE_RANKS, label);

function AssociateRow({ node }: { node: NetworkNode }) {
  const t = useConsoleNetworkT();
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
        {node.status === 'INACTIVE' ? t('consoleNetwork.inactiveMark') : ''}
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
  const t = useConsoleNetworkT();
  return (
    <AdminListPage
      title={t('consoleNetwork.title')}
      description={t('consoleNetwork.description')}
      actions={
        <RegisterCsvButton
          label={t('consoleNetwork.registerCsv')}
          busyText={t('consoleNetwork.downloading')}
        />
      }
      above={<MakeAssociateForm />}
      list={list}
      search={{ label: t('consoleNetwork.search'), placeholder: t('consoleNetwork.searchHint') }}
      filters={
        <>
          <FilterSelect
            label={t('consoleNetwork.rank')}
            value={filters.rank}
            values={ASSOCIATE_RANKS}
            labels={RANK_LABELS}
            anyLabel={t('consoleNetwork.allRanks')}
            onChange={(rank) => setFilters({ rank })}
          />
          <FilterSelect
            label={t('consoleNetwork.status')}
            value={filters.status}
            values={ASSOCIATE_STATUSES}
            labels={labelsOf(ASSOCIATE_STATUSES, (status) =>
              t('consoleNetwork.statusName', { status }),
            )}
            anyLabel={t('consoleNetwork.all')}
            onChange={(status) => setFilters({ status })}
            className="w-full sm:w-40"
          />
        </>
      }
      count={{ one: t('consoleNetwork.countOne'), many: t('consoleNetwork.countMany') }}
      query={associates}
      empty={{
        title: t('consoleNetwork.noMatchTitle'),
        description: t('consoleNetwork.noMatchText'),
      }}
      table={{
        columns: COLUMNS.map((key) => t(key)),
        testId: 'associates-table',
        minWidth: '48rem',
      }}
      pager={t('consoleNetwork.pages')}
    >
      {(data) => data.items.map((node) => <AssociateRow key={node.id} node={node} />)}
    </AdminListPage>
  );
}
