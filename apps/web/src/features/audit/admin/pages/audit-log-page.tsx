import { useState } from 'react';
import type { AuditEntry } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ExportCsvButton } from '../../../../components/admin/export-csv-button';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { MatchCount, pagingFrom, UrlPager } from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { exportAuditLog, useAuditKinds, useAuditLog } from '../../api/audit';
import { pageCountOf } from '../../../../components/ui/pager';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { actor: '', entity: '', entityId: '', from: '', to: '', page: '1', limit: '20' };
const WHEN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.changes.length) return <span className="text-neutral-700">No field changed</span>;
  return (
    <ul className="space-y-1">
      {entry.changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold">{change.field}</span>:{' '}
          <del className="text-red-800">{change.before ?? '—'}</del> →{' '}
          <ins className="text-green-800 no-underline">{change.after ?? '—'}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Who did what to which record and when, with the difference; filters and CSV export. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [actor, setActor] = useState(params.actor);
  const settledActor = useDebouncedValue(actor, 400).trim();
  const kinds = useAuditKinds();
  const filters = {
    actor: settledActor,
    entity: params.entity,
    entityId: params.entityId,
    from: params.from,
    to: params.to,
  };
  const log = useAuditLog({ ...filters, ...pagingFrom(params, PAGE_SIZES, 20) });
  const paging = pagingFrom(params, PAGE_SIZES, 20);

  return (
    <section>
      <AdminPageHeader
        title="Audit log"
        description="Every change staff made, who made it and when."
        actions={<ExportCsvButton onExport={() => exportAuditLog(filters)} />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Person (username or email)"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          className="w-full sm:w-64"
        />
        <SelectField
          label="Kind of record"
          value={filters.entity}
          onChange={(event) => setParams({ entity: event.target.value, page: '1' })}
          className="w-full sm:w-48"
        >
          <option value="">All kinds</option>
          {(kinds.data ?? []).map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Record no."
          value={filters.entityId}
          onChange={(event) => setParams({ entityId: event.target.value.trim(), page: '1' })}
          className="w-full sm:w-32"
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => setParams({ from: event.target.value, page: '1' })}
          className="w-full sm:w-44"
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => setParams({ to: event.target.value, page: '1' })}
          className="w-full sm:w-44"
        />
        <MatchCount total={log.data?.total} one="change" many="changes" />
      </div>
      <QueryView
        query={log}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No changes match these filters' }}
      >
        {(data) => (
          <div className={`space-y-4 ${log.isPlaceholderData ? 'opacity-60' : ''}`}>
            <AdminTable
              testId="audit-table"
              columns={['When', 'Who', 'Record', 'Action', 'Changes']}
              minWidth="56rem"
            >
              {data.items.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {WHEN.format(new Date(entry.createdAt))}
                  </td>
                  <td className={tdClass}>
                    {entry.actor ? `${entry.actor.name} (@${entry.actor.username})` : 'System'}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {entry.entity} #{entry.entityId}
                  </td>
                  <td className={tdClass}>{entry.action}</td>
                  <td className={tdClass}>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <UrlPager
              page={paging.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={paging.limit}
              sizes={PAGE_SIZES}
              setParams={setParams}
              label="Audit pages"
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
