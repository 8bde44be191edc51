import {
  REFUND_METHOD_LABELS,
  RETURN_STATUS_LABELS,
  type OrderReturn,
  type ReturnStatus,
} from '@saathi/shared';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate, formatPrice } from '../../../lib/format';

const TONES: Record<ReturnStatus, BadgeTone> = {
  PICKUP_SCHEDULED: 'warning',
  RECEIVED: 'brand',
  REFUNDING: 'brand',
  REFUNDED: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}

/** The refund of a return in words: amount, how, reference, date and its credit note. */
export function RefundSummary({ refund }: { refund: NonNullable<OrderReturn['refund']> }) {
  return (
    <dl
      className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
      data-testid="refund-summary"
    >
      <dt className="text-neutral-700">Refund</dt>
      <dd className="font-semibold">{formatPrice(refund.amount)}</dd>
      <dt className="text-neutral-700">Paid back</dt>
      <dd>{REFUND_METHOD_LABELS[refund.method]}</dd>
      {refund.reference ? (
        <>
          <dt className="text-neutral-700">Reference</dt>
          <dd className="break-all">{refund.reference}</dd>
        </>
      ) : null}
      {refund.refundedAt ? (
        <>
          <dt className="text-neutral-700">Refunded on</dt>
          <dd>{formatDate(refund.refundedAt)}</dd>
        </>
      ) : null}
      {refund.creditNote ? (
        <>
          <dt className="text-neutral-700">Credit note</dt>
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
  return (
    <article className="space-y-2 border-t border-neutral-100 pt-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {item.kind === 'RETURN' ? `Return no. ${item.id}` : `Refund no. ${item.id}`}
        </span>
        <ReturnStatusBadge status={item.status} />
      </div>
      {children}
      {item.refund ? <RefundSummary refund={item.refund} /> : null}
    </article>
  );
}
