import type { PaymentSummary } from '@saathi/shared';
import { money } from './money';

const FIGURES: { key: keyof PaymentSummary; label: string }[] = [
  { key: 'balance', label: 'Available balance' },
  { key: 'grossEarned', label: 'Gross earned' },
  { key: 'tds', label: 'TDS withheld' },
  { key: 'net', label: 'Net earned' },
  { key: 'paidOut', label: 'Paid to your bank' },
  { key: 'pending', label: 'Withdrawals pending' },
];

/** The wallet's totals (GET /api/nodePaymentHistory/summary/{id}). */
export function WalletSummaryCards({ summary }: { summary: PaymentSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="wallet-summary">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-neutral-200 bg-white p-4">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid={`summary-${key}`}>
            {money(summary[key] as number)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
