import type { GrievanceView } from '@saathi/shared';
import { useLanguage } from '../../../lib/i18n/i18n';
import { CATEGORY_KEYS, formatMoment, STATUS_KEYS, useGrievancesT } from '../messages';
import { AttachmentLinks } from './attachment-links';

/** A grievance as the person who filed it sees it: status, deadlines, replies, resolution. */
export function GrievanceStatus({
  grievance,
  contact,
}: {
  grievance: GrievanceView;
  /** The phone or email a visitor looked it up with: their proof for its attachments. */
  contact?: string;
}) {
  const t = useGrievancesT();
  const language = useLanguage();
  const when = (iso: string) => formatMoment(iso, language);
  return (
    <article
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      aria-label={grievance.reference}
    >
      <h3 className="text-lg font-semibold">
        {grievance.reference}: {t(STATUS_KEYS[grievance.status])}
      </h3>
      <p className="text-sm text-neutral-700">
        {t('grievances.dates', {
          category: t(CATEGORY_KEYS[grievance.category]),
          filed: when(grievance.createdAt),
          acknowledgeBy: when(grievance.acknowledgeBy),
          resolveBy: when(grievance.resolveBy),
        })}
      </p>
      <p className="whitespace-pre-line">{grievance.description}</p>
      <AttachmentLinks
        attachments={grievance.attachments}
        path={`/grievances/${encodeURIComponent(grievance.reference)}/attachments`}
        contact={contact}
      />
      {grievance.resolution ? (
        <p>
          <strong>{t('grievances.outcome')}</strong> {grievance.resolution}
        </p>
      ) : null}
      {grievance.replies.length ? (
        <section aria-label={t('grievances.replies')}>
          <h4 className="font-semibold">{t('grievances.replies')}</h4>
          <ul className="space-y-1">
            {grievance.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg bg-neutral-100 p-2">
                <p className="whitespace-pre-line">{reply.body}</p>
                <p className="text-xs text-neutral-600">{when(reply.createdAt)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
