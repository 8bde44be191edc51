import type { PaymentSummary } from '@saathi/shared';
import { useWalletT } from '../messages';
import { money } from './money';

const FIGURES = [
  { key: 'balance', label: 'wallet.balance' },
  { key: 'grossEarned', label: 'wallet.grossEarned' },
  { key: 'tds', label: 'wallet.tdsWithheld' },
  { key: 'net', label: 'wallet.netEarned' },
  { key: 'paidOut', label: 'wallet.paidOut' },
  { key: 'pending', label: 'wallet.pending' },
] as const satisfies { key: keyof PaymentSummary; label: string }[];

/** The wallet's totals (GET /api/nodePaymentHistory/summary/{id}). */
export function WalletSummaryCards({ summary }: { summary: PaymentSummary }) {
  const t = useWalletT();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="wallet-summary">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-neutral-200 bg-white p-4">
          <dt className="text-sm text-neutral-600">{t(label)}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid={`summary-${key}`}>
            {money(summary[key] as number)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
