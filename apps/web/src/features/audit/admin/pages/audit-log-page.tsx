import { useState } from 'react';
import type { AuditEntry } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { DateRangeFilter, FilterSelect } from '../../../../components/admin/list-controls';
import { TextField } from '../../../../components/ui/text-field';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useListParams } from '../../../../hooks/use-list-params';
import { exportAuditLog, useAuditKinds, useAuditLog } from '../../api/audit';
import { ChangeValue } from '../../components/change-value';
import { useConsoleAuditT } from '../messages';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { actor: '', entity: '', entityId: '', from: '', to: '' };
const COLUMNS = [
  'consoleAudit.when',
  'consoleAudit.who',
  'consoleAudit.record',
  'consoleAudit.action',
  'consoleAudit.changes',
] as const;
const WHEN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useConsoleAuditT();
  if (!entry.changes.length)
    return <span className="text-neutral-700">{t('consoleAudit.noFieldChanged')}</span>;
  return (
    <ul className="space-y-1">
      {entry.changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold">{change.field}</span>:{' '}
          <del className="text-red-800">
            <ChangeValue text={change.before} />
          </del>{' '}
          →{' '}
          <ins className="text-green-800 no-underline">
            <ChangeValue text={change.after} />
          </ins>
        </li>
      ))}
    </ul>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useConsoleAuditT();
  return (
    <tr data-testid="audit-row">
      <td className={`${tdClass} whitespace-nowrap`}>{WHEN.format(new Date(entry.createdAt))}</td>
      <td className={tdClass}>
        {entry.actor ? `${entry.actor.name} (@${entry.actor.username})` : t('consoleAudit.system')}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {entry.entity} #{entry.entityId}
      </td>
      <td className={tdClass}>{entry.action}</td>
      <td className={tdClass}>
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

/** Who did what to which record and when, with the difference; filters and CSV export. */
export default function AuditLogPage() {
  const list = useListParams(FILTERS, PAGE_SIZES);
  const { setFilters } = list;
  // The person is matched as typed, once typing pauses; the URL only starts it.
  const [actor, setActor] = useState(list.filters.actor);
  const settledActor = useDebouncedValue(actor, 400).trim();
  const kinds = useAuditKinds();
  const filters = { ...list.filters, actor: settledActor };
  const log = useAuditLog({ ...filters, ...list.paging });
  const t = useConsoleAuditT();

  return (
    <AdminListPage
      title={t('consoleAudit.title')}
      description={t('consoleAudit.description')}
      onExport={() => exportAuditLog(filters)}
      list={list}
      filters={
        <>
          <TextField
            label={t('consoleAudit.person')}
            value={actor}
            onChange={(event) => setActor(event.target.value)}
            className="w-full sm:w-64"
          />
          <FilterSelect
            label={t('consoleAudit.kindOfRecord')}
            value={filters.entity}
            values={kinds.data ?? []}
            anyLabel={t('consoleAudit.allKinds')}
            onChange={(entity) => setFilters({ entity })}
          />
          <TextField
            label={t('consoleAudit.recordNo')}
            value={filters.entityId}
            onChange={(event) => setFilters({ entityId: event.target.value.trim() })}
            className="w-full sm:w-32"
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        </>
      }
      count={{ one: t('consoleAudit.countOne'), many: t('consoleAudit.countMany') }}
      query={log}
      empty={{ title: t('consoleAudit.noMatch') }}
      table={{ columns: COLUMNS.map((key) => t(key)), testId: 'audit-table', minWidth: '56rem' }}
      pager={t('consoleAudit.pages')}
    >
      {(data) => data.items.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
    </AdminListPage>
  );
}
