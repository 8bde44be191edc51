import { PAYMENT_HISTORY_DEFAULTS, PAYOUT_STATUS_LABELS } from '@saathi/shared';
import { useState } from 'react';
import { AdminTable, tdClass } from '../../../components/admin/admin-table';
import { QueryView } from '../../../components/admin/query-view';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { usePaymentHistory, type HistoryFilter } from '../api/wallet';
import { money } from './money';

const FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'earnings', label: 'Earnings' },
  { value: 'payouts', label: 'Withdrawals' },
];
const PAGE_SIZES = [10, 20, 50] as const;
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** The payment history: wallet entries newest first, page 1 and 10 a page (spec part 2 §7). */
export function PaymentHistory({ associateId }: { associateId: number }) {
  const [history, setHistory] = useState<HistoryFilter>('all');
  const [page, setPage] = useState<number>(PAYMENT_HISTORY_DEFAULTS.page);
  const [limit, setLimit] = useState<number>(PAYMENT_HISTORY_DEFAULTS.limit);
  const query = usePaymentHistory(associateId, { page, limit, history });
  return (
    <Tabs
      label="Payment history"
      value={history}
      options={FILTERS}
      onChange={(next) => {
        setHistory(next);
        setPage(1);
      }}
    >
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: 'No payments yet',
          description: 'Earnings appear here once a month is closed.',
        }}
      >
        {(data) => (
          <div className="space-y-3">
            <AdminTable
              testId="payment-history"
              columns={['Date', 'What', 'Gross', 'TDS', 'Net', 'Status']}
            >
              {data.items.map((entry) => (
                <tr key={entry.id} data-testid="payment-row">
                  <td className={tdClass}>{dateText(entry.createdAt)}</td>
                  <td className={tdClass}>
                    {entry.label}
                    {entry.note ? (
                      <span className="block text-xs text-neutral-600">{entry.note}</span>
                    ) : null}
                  </td>
                  <td className={tdClass}>{money(entry.gross)}</td>
                  <td className={tdClass}>{money(entry.tds)}</td>
                  <td className={tdClass}>{money(entry.net)}</td>
                  <td className={tdClass}>
                    {entry.payout
                      ? `${PAYOUT_STATUS_LABELS[entry.payout.status]}${entry.payout.utr ? ` · UTR ${entry.payout.utr}` : ''}`
                      : 'Credited'}
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pager
              page={data.page}
              pageCount={pageCountOf(data.total, data.limit)}
              onPage={setPage}
              limit={limit}
              pageSizes={PAGE_SIZES}
              onLimit={(next) => {
                setLimit(next);
                setPage(1);
              }}
              label="Payment history pages"
            />
          </div>
        )}
      </QueryView>
    </Tabs>
  );
}
