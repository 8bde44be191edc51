import { useClawbacks } from '../api/earnings';
import { formatPaise } from '../money';
import { useEarningsT } from '../messages';

/**
 * Commissions taken back after an order was returned (decision 0133), on the associate's
 * statement: which month took each back, the order and the share. Nothing shows when none.
 */
export function ClawbacksPanel() {
  const t = useEarningsT();
  const clawbacks = useClawbacks();
  if (!clawbacks.data?.length) return null;
  return (
    <section
      aria-labelledby="clawbacks-title"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="clawbacks-title" className="mb-1 text-lg font-semibold">
        {t('earnings.clawbacksTitle')}
      </h2>
      <p className="mb-3 text-sm text-neutral-600">{t('earnings.clawbacksText')}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-neutral-600">
            <th className="py-1 font-medium">{t('earnings.month')}</th>
            <th className="py-1 font-medium">{t('earnings.order')}</th>
            <th className="py-1 font-medium">{t('earnings.level')}</th>
            <th className="py-1 font-medium">{t('earnings.bvReturned')}</th>
            <th className="py-1 text-right font-medium">{t('earnings.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {clawbacks.data.map((row) => (
            <tr key={`${row.month}-${row.orderNumber}-${row.level}`} className="border-t">
              <td className="py-1">{row.month}</td>
              <td className="py-1">{row.orderNumber}</td>
              <td className="py-1">{row.level ?? '—'}</td>
              <td className="py-1">{row.points.toLocaleString('en-IN')}</td>
              <td className="py-1 text-right">{formatPaise(row.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
