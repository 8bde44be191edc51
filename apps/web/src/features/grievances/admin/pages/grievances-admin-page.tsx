import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES, type GrievanceAdmin } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { getGrievanceQueue } from '../../api/grievances';
import { CATEGORY_KEYS, STATUS_KEYS, useGrievancesT } from '../../messages';
import { formatSpan, runningDeadline } from '../components/grievance-ageing';
import { GrievanceDetail } from '../components/grievance-detail';
import { GrievanceReport } from '../components/grievance-report';

/** The grievance officer's queue (oldest first, ageing, filters), one grievance open, the report. */
export default function GrievancesAdminPage() {
  const queryClient = useQueryClient();
  const t = useGrievancesT();
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
      <option value="">{t('grievances.all')}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('grievances.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-3">
        {filter(
          'status',
          t('grievances.status'),
          GRIEVANCE_STATUSES.map((status) => [status, t(STATUS_KEYS[status])]),
        )}
        {filter(
          'category',
          t('grievances.category'),
          GRIEVANCE_CATEGORIES.map((category) => [category, t(CATEGORY_KEYS[category])]),
        )}
        {filter('overdue', t('grievances.deadline'), [
          ['true', t('grievances.overdue')],
          ['false', t('grievances.notOverdue')],
        ])}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th>{t('grievances.reference')}</th>
              <th>{t('grievances.colAbout')}</th>
              <th>{t('grievances.status')}</th>
              <th>{t('grievances.colOpenFor')}</th>
              <th>{t('grievances.deadline')}</th>
              <th>{t('grievances.colHandledBy')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const deadline = runningDeadline(item);
              return (
                <tr key={item.id} className={item.isOverdue ? 'bg-red-50 text-red-900' : undefined}>
                  <td>{item.reference}</td>
                  <td>{t(CATEGORY_KEYS[item.category])}</td>
                  <td>{t(STATUS_KEYS[item.status])}</td>
                  <td>{formatSpan(now - new Date(item.createdAt).getTime(), t)}</td>
                  <td>
                    {deadline
                      ? item.isOverdue
                        ? t(
                            deadline.isAcknowledgement
                              ? 'grievances.overdueAcknowledge'
                              : 'grievances.overdueResolve',
                          )
                        : t(
                            deadline.isAcknowledgement
                              ? 'grievances.acknowledgeIn'
                              : 'grievances.resolveIn',
                            { span: formatSpan(deadline.at.getTime() - now, t) },
                          )
                      : '—'}
                  </td>
                  <td>{item.assigneeName ?? '—'}</td>
                  <td>
                    <Button
                      variant="ghost"
                      onClick={() => setOpenId(item.id)}
                      aria-label={t('grievances.openOne', { reference: item.reference })}
                    >
                      {t('grievances.open')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open ? <GrievanceDetail grievance={open} onChange={replace} /> : null}
      <GrievanceReport />
    </div>
  );
}
