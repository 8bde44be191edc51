import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceView,
} from '@saathi/shared';
import { AttachmentLinks } from './attachment-links';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A grievance as the person who filed it sees it: status, deadlines, replies, resolution. */
export function GrievanceStatus({
  grievance,
  contact,
}: {
  grievance: GrievanceView;
  /** The phone or email a visitor looked it up with: their proof for its attachments. */
  contact?: string;
}) {
  return (
    <article
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      aria-label={grievance.reference}
    >
      <h3 className="text-lg font-semibold">
        {grievance.reference}: {GRIEVANCE_STATUS_LABELS[grievance.status]}
      </h3>
      <p className="text-sm text-neutral-700">
        {GRIEVANCE_CATEGORY_LABELS[grievance.category]} · filed {when(grievance.createdAt)} ·
        acknowledgement by {when(grievance.acknowledgeBy)} · resolution by{' '}
        {when(grievance.resolveBy)}
      </p>
      <p className="whitespace-pre-line">{grievance.description}</p>
      <AttachmentLinks
        attachments={grievance.attachments}
        path={`/grievances/${encodeURIComponent(grievance.reference)}/attachments`}
        contact={contact}
      />
      {grievance.resolution ? (
        <p>
          <strong>Outcome:</strong> {grievance.resolution}
        </p>
      ) : null}
      {grievance.replies.length ? (
        <section aria-label="Replies">
          <h4 className="font-semibold">Replies</h4>
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
