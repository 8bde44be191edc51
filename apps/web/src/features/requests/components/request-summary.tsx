import { KYC_DOCUMENT_PATTERN, REQUEST_TYPES, type Request } from '@saathi/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { REQUEST_STATUS_KEYS, REQUEST_TYPE_KEYS, useRequestsT } from '../messages';
import { KycDocument } from './kyc-document';
import { useDates } from '../../../lib/i18n/use-dates';

const TONES: Record<Request['status'], BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

const isKnownType = (type: string): type is keyof typeof REQUEST_TYPE_KEYS =>
  (REQUEST_TYPES as readonly string[]).includes(type);

/** A request in words: its kind, status, what is asked, and the decision. */
export function RequestSummary({
  request,
  showRequester,
}: {
  request: Request;
  showRequester?: boolean;
}) {
  const t = useRequestsT();
  const dates = useDates();
  const status = t(REQUEST_STATUS_KEYS[request.status]);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">
          {/* A kind this version does not know shows as the API names it. */}
          {isKnownType(request.type) ? t(REQUEST_TYPE_KEYS[request.type]) : request.type}
        </span>
        <Badge tone={TONES[request.status]}>{status}</Badge>
        <span className="text-sm text-neutral-700">
          {/* Only the console shows who asked. */}
          {showRequester
            ? t('requests.askedOnBy', {
                id: request.id,
                date: dates.date(request.createdAt),
                name: request.requester.name,
                username: request.requester.username,
              })
            : t('requests.askedOn', { id: request.id, date: dates.date(request.createdAt) })}
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
          {request.decidedBy && request.status !== 'CANCELLED'
            ? t('requests.decidedBy', {
                status,
                date: dates.date(request.decidedAt),
                name: request.decidedBy.name,
              })
            : t('requests.decidedOn', { status, date: dates.date(request.decidedAt) })}
          {request.reason ? `: ${request.reason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
