import { lazy, Suspense } from 'react';
import { formatPrice } from '../../../lib/format';
import { useRepurchaseSummary } from '../api/get-repurchase-summary';
import { useNetworkT } from '../messages';

// The chart library loads only with this tab.
const RepurchaseChart = lazy(() => import('./repurchase-chart'));

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-700';
const td = 'px-3 py-2 text-right whitespace-nowrap';
const figures = (orders: number, amountPaise: number, bv: number) =>
  orders ? `${orders} · ${formatPrice(amountPaise / 100)} · ${bv} BV` : '—';

/** The last 12 months of purchases and repurchases, as a chart and a table. */
export function RepurchaseSummaryView({ associateId }: { associateId: number }) {
  const t = useNetworkT();
  const summary = useRepurchaseSummary(associateId);
  const months = summary.data?.months ?? [];
  return (
    <div className="space-y-6">
      <Suspense fallback={<div className="h-72" />}>
        <RepurchaseChart months={months} />
      </Suspense>
      <div className="overflow-auto rounded-xl border border-neutral-200 bg-white">
        <table className="w-full min-w-[44rem] text-sm" data-testid="repurchase-table">
          <thead className="bg-neutral-100">
            <tr>
              <th scope="col" className={th}>
                {t('network.month')}
              </th>
              <th scope="col" className={th}>
                {t('network.firstPurchase')}
              </th>
              <th scope="col" className={th}>
                {t('network.repurchases')}
              </th>
              <th scope="col" className={th}>
                {t('network.customers')}
              </th>
              <th scope="col" className={th}>
                {t('network.downlineRepurchaseBv')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month.month} className="border-t border-neutral-100">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {month.month}
                </th>
                <td className={td}>
                  {figures(
                    month.firstPurchase.orders,
                    month.firstPurchase.amountPaise,
                    month.firstPurchase.bv,
                  )}
                </td>
                <td className={td}>
                  {figures(
                    month.repurchases.orders,
                    month.repurchases.amountPaise,
                    month.repurchases.bv,
                  )}
                </td>
                <td className={td}>
                  {figures(
                    month.customerPurchases.orders,
                    month.customerPurchases.amountPaise,
                    month.customerPurchases.bv,
                  )}
                </td>
                <td className={td}>{month.downlineRepurchaseBv.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-neutral-600">{t('network.repurchaseNote')}</p>
    </div>
  );
}
