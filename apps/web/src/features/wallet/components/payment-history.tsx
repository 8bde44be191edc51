import { PAYMENT_HISTORY_DEFAULTS } from '@saathi/shared';
import { useState } from 'react';
import { AdminTable, tdClass } from '../../../components/admin/admin-table';
import { QueryView } from '../../../components/admin/query-view';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import type { WalletEntry } from '@saathi/shared';
import { usePaymentHistory, type HistoryFilter } from '../api/wallet';
import { PAYOUT_STATUS_KEYS, useWalletT, WALLET_ENTRY_KEYS } from '../messages';
import { money } from './money';
import { useDates } from '../../../lib/i18n/use-dates';

const FILTERS = [
  { value: 'all', key: 'wallet.filterAll' },
  { value: 'earnings', key: 'wallet.filterEarnings' },
  { value: 'payouts', key: 'wallet.filterPayouts' },
] as const satisfies { value: HistoryFilter; key: string }[];
const PAGE_SIZES = [10, 20, 50] as const;

/** The payment history: wallet entries newest first, page 1 and 10 a page (spec part 2 §7). */
export function PaymentHistory({ associateId }: { associateId: number }) {
  const t = useWalletT();
  const dates = useDates();
  const [history, setHistory] = useState<HistoryFilter>('all');
  const [page, setPage] = useState<number>(PAYMENT_HISTORY_DEFAULTS.page);
  const [limit, setLimit] = useState<number>(PAYMENT_HISTORY_DEFAULTS.limit);
  const query = usePaymentHistory(associateId, { page, limit, history });
  const payoutText = ({ status, utr }: NonNullable<WalletEntry['payout']>) => {
    const text = t(PAYOUT_STATUS_KEYS[status]);
    return utr ? t('wallet.utr', { status: text, utr }) : text;
  };
  return (
    <Tabs
      label={t('wallet.historyTitle')}
      value={history}
      options={FILTERS.map(({ value, key }) => ({ value, label: t(key) }))}
      onChange={(next) => {
        setHistory(next);
        setPage(1);
      }}
    >
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: t('wallet.historyEmptyTitle'),
          description: t('wallet.historyEmptyText'),
        }}
      >
        {(data) => (
          <div className="space-y-3">
            <AdminTable
              testId="payment-history"
              columns={[
                t('wallet.columnDate'),
                t('wallet.columnWhat'),
                t('wallet.columnGross'),
                t('wallet.columnTds'),
                t('wallet.columnNet'),
                t('wallet.columnStatus'),
              ]}
            >
              {data.items.map((entry) => (
                <tr key={entry.id} data-testid="payment-row">
                  <td className={tdClass}>{dates.date(entry.createdAt)}</td>
                  <td className={tdClass}>
                    {t(WALLET_ENTRY_KEYS[entry.kind])}
                    {entry.note ? (
                      <span className="block text-xs text-neutral-600">{entry.note}</span>
                    ) : null}
                  </td>
                  <td className={tdClass}>{money(entry.gross)}</td>
                  <td className={tdClass}>{money(entry.tds)}</td>
                  <td className={tdClass}>{money(entry.net)}</td>
                  <td className={tdClass}>
                    {entry.payout ? payoutText(entry.payout) : t('wallet.credited')}
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
              label={t('wallet.historyPages')}
            />
          </div>
        )}
      </QueryView>
    </Tabs>
  );
}
