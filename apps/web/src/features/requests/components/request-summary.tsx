import {
  KYC_DOCUMENT_PATTERN,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_INFO,
  type Request,
  type RequestType,
} from '@saathi/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { KycDocument } from './kyc-document';

const TONES: Record<Request['status'], BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

export const requestLabel = (type: string) => REQUEST_TYPE_INFO[type as RequestType]?.label ?? type;

/** A request in words: its kind, status, what is asked, and the decision. */
export function RequestSummary({
  request,
  showRequester,
}: {
  request: Request;
  showRequester?: boolean;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">{requestLabel(request.type)}</span>
        <Badge tone={TONES[request.status]}>{REQUEST_STATUS_LABELS[request.status]}</Badge>
        <span className="text-sm text-neutral-700">
          No. {request.id} · asked on {formatDate(request.createdAt)}
          {showRequester ? ` by ${request.requester.name} (@${request.requester.username})` : ''}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {request.details.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="text-neutral-700">{detail.label}</dt>
            <dd className="font-semibold break-words">
              {KYC_DOCUMENT_PATTERN.test(detail.value) ? (
                // A KYC document: the image itself, not its name.
                <KycDocument path={detail.value} label={detail.label} />
              ) : (
                detail.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {request.decidedAt ? (
        <p className="text-sm text-neutral-700">
          {REQUEST_STATUS_LABELS[request.status]} on {formatDate(request.decidedAt)}
          {request.decidedBy && request.status !== 'CANCELLED'
            ? ` by ${request.decidedBy.name}`
            : ''}
          {request.reason ? `: ${request.reason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
