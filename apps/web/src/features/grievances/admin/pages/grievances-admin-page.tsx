import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
  type GrievanceAdmin,
} from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { getGrievanceQueue } from '../../api/grievances';
import { formatSpan, runningDeadline } from '../components/grievance-ageing';
import { GrievanceDetail } from '../components/grievance-detail';
import { GrievanceReport } from '../components/grievance-report';

/** The grievance officer's queue (oldest first, ageing, filters), one grievance open, the report. */
export default function GrievancesAdminPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ status: '', category: '', overdue: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { ...filters, limit: 100 };
  const queue = useQuery({
    queryKey: ['grievances', 'queue', query],
    queryFn: () =>
      getGrievanceQueue({
        limit: 100,
        status: filters.status || undefined,
        category: filters.category || undefined,
        overdue: filters.overdue || undefined,
      }),
    placeholderData: keepPreviousData,
  });
  const items = queue.data?.items ?? [];
  const open = items.find((item) => item.id === openId);
  // Ages as of when the queue was read (refreshed with it), so rendering stays pure.
  const now = queue.dataUpdatedAt;
  const replace = (updated: GrievanceAdmin) => {
    queryClient.setQueryData(['grievances', 'queue', query], {
      ...queue.data!,
      items: items.map((item) => (item.id === updated.id ? updated : item)),
    });
  };
  const filter = (name: keyof typeof filters, label: string, options: [string, string][]) => (
    <SelectField
      label={label}
      value={filters[name]}
      onChange={(event) => setFilters({ ...filters, [name]: event.target.value })}
    >
      <option value="">All</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Grievances</h1>
      <div className="grid gap-3 sm:grid-cols-3">
        {filter(
          'status',
          'Status',
          GRIEVANCE_STATUSES.map((status) => [status, GRIEVANCE_STATUS_LABELS[status]]),
        )}
        {filter(
          'category',
          'Category',
          GRIEVANCE_CATEGORIES.map((category) => [category, GRIEVANCE_CATEGORY_LABELS[category]]),
        )}
        {filter('overdue', 'Deadline', [
          ['true', 'Overdue'],
          ['false', 'Not overdue'],
        ])}
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Reference</th>
            <th>About</th>
            <th>Status</th>
            <th>Open for</th>
            <th>Deadline</th>
            <th>Handled by</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const deadline = runningDeadline(item);
            return (
              <tr key={item.id} className={item.isOverdue ? 'bg-red-50 text-red-900' : undefined}>
                <td>{item.reference}</td>
                <td>{GRIEVANCE_CATEGORY_LABELS[item.category]}</td>
                <td>{GRIEVANCE_STATUS_LABELS[item.status]}</td>
                <td>{formatSpan(now - new Date(item.createdAt).getTime())}</td>
                <td>
                  {deadline
                    ? item.isOverdue
                      ? `Overdue (${deadline.label})`
                      : `${deadline.label} in ${formatSpan(deadline.at.getTime() - now)}`
                    : '—'}
                </td>
                <td>{item.assigneeName ?? '—'}</td>
                <td>
                  <Button
                    variant="ghost"
                    onClick={() => setOpenId(item.id)}
                    aria-label={`Open ${item.reference}`}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? <GrievanceDetail grievance={open} onChange={replace} /> : null}
      <GrievanceReport />
    </div>
  );
}
