import type { BvTransaction } from '@saathi/shared';
import { Badge } from '../../../components/ui/badge';
import { useBusinessValuesT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/** One transaction (spec part 1 §3): reason, type, status, points with + or -, dates. */
export function BvTransactionRow({ row }: { row: BvTransaction }) {
  const t = useBusinessValuesT();
  const dates = useDates();
  const isCredit = row.type === 'CREDIT';
  const isPending = row.status === 'PENDING';
  return (
    <li
      data-testid="bv-transaction"
      className="flex flex-col gap-2 border-b border-neutral-100 px-4 py-3 last:border-b-0 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-neutral-900">{row.reason}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-600">
          <span>{dates.date(row.createdAt)}</span>
          {row.validity ? (
            <span>
              {t('businessValues.validTill')} {dates.date(row.validity)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={isCredit ? 'success' : 'danger'}>
          {isCredit ? t('businessValues.credit') : t('businessValues.debit')}
        </Badge>
        <Badge tone={isPending ? 'warning' : 'neutral'}>
          {isPending ? t('businessValues.pendingStatus') : t('businessValues.completedStatus')}
        </Badge>
        <span
          className={`w-24 text-right text-lg font-bold ${isCredit ? 'text-green-700' : 'text-red-700'}`}
        >
          {isCredit ? '+' : '-'}
          {row.orderPoint.toLocaleString('en-IN')}
        </span>
      </div>
    </li>
  );
}
