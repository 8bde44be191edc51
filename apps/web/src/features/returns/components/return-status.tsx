import type { OrderReturn, ReturnStatus } from '@saathi/shared';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatPrice } from '../../../lib/format';
import { REFUND_METHOD_KEYS, RETURN_STATUS_KEYS, useReturnsT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

const TONES: Record<ReturnStatus, BadgeTone> = {
  PICKUP_SCHEDULED: 'warning',
  RECEIVED: 'brand',
  REFUNDING: 'brand',
  REFUNDED: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useReturnsT();
  return <Badge tone={TONES[status]}>{t(RETURN_STATUS_KEYS[status])}</Badge>;
}

/** The refund of a return in words: amount, how, reference, date and its credit note. */
export function RefundSummary({ refund }: { refund: NonNullable<OrderReturn['refund']> }) {
  const t = useReturnsT();
  const dates = useDates();
  return (
    <dl
      className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
      data-testid="refund-summary"
    >
      <dt className="text-neutral-700">{t('returns.refund')}</dt>
      <dd className="font-semibold">{formatPrice(refund.amount)}</dd>
      <dt className="text-neutral-700">{t('returns.paidBack')}</dt>
      <dd>{t(REFUND_METHOD_KEYS[refund.method])}</dd>
      {refund.reference ? (
        <>
          <dt className="text-neutral-700">{t('returns.reference')}</dt>
          <dd className="break-all">{refund.reference}</dd>
        </>
      ) : null}
      {refund.refundedAt ? (
        <>
          <dt className="text-neutral-700">{t('returns.refundedOn')}</dt>
          <dd>{dates.date(refund.refundedAt)}</dd>
        </>
      ) : null}
      {refund.creditNote ? (
        <>
          <dt className="text-neutral-700">{t('returns.creditNote')}</dt>
          <dd>{refund.creditNote.serial}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A return (or direct refund) as both order pages list it: heading, status, details, refund. */
export function ReturnCard({
  item,
  testId,
  children,
}: {
  item: OrderReturn;
  testId: string;
  children: ReactNode;
}) {
  const t = useReturnsT();
  return (
    <article className="space-y-2 border-t border-neutral-100 pt-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {t(item.kind === 'RETURN' ? 'returns.returnNumber' : 'returns.refundNumber', {
            id: item.id,
          })}
        </span>
        <ReturnStatusBadge status={item.status} />
      </div>
      {children}
      {item.refund ? <RefundSummary refund={item.refund} /> : null}
    </article>
  );
}
