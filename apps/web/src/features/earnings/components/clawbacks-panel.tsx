import { useClawbacks } from '../api/earnings';
import { formatPaise } from '../money';

/**
 * Commissions taken back after an order was returned (decision 0133), on the associate's
 * statement: which month took each back, the order and the share. Nothing shows when none.
 */
export function ClawbacksPanel() {
  const clawbacks = useClawbacks();
  if (!clawbacks.data?.length) return null;
  return (
    <section
      aria-labelledby="clawbacks-title"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="clawbacks-title" className="mb-1 text-lg font-semibold">
        Taken back after returns
      </h2>
      <p className="mb-3 text-sm text-neutral-600">
        Only sales pay: when an order is returned after its month was paid, the commission its
        points earned is taken back in the next month.
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-neutral-600">
            <th className="py-1 font-medium">Month</th>
            <th className="py-1 font-medium">Order</th>
            <th className="py-1 font-medium">Level</th>
            <th className="py-1 font-medium">BV returned</th>
            <th className="py-1 text-right font-medium">Amount</th>
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
