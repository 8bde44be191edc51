import { useState } from 'react';
import {
  GRIEVANCE_MOVES,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceAdmin,
  type GrievanceStatus,
} from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { useSession } from '../../../auth';
import { AttachmentLinks } from '../../components/attachment-links';
import { addGrievanceMessage, updateGrievance } from '../../api/grievances';

const NEEDS_REASON: readonly GrievanceStatus[] = ['resolved', 'rejected'];

/** One grievance in the console: moves, assignment, internal notes and replies to the person. */
export function GrievanceDetail({
  grievance,
  onChange,
}: {
  grievance: GrievanceAdmin;
  onChange: (grievance: GrievanceAdmin) => void;
}) {
  const { user } = useSession();
  const [text, setText] = useState('');
  const [isBusy, setBusy] = useState(false);

  const act = async (work: () => Promise<GrievanceAdmin>, done: string) => {
    setBusy(true);
    try {
      onChange(await work());
      toast.success(done);
      setText('');
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const move = (status: GrievanceStatus) => {
    const reason = NEEDS_REASON.includes(status) ? text.trim() : undefined;
    if (NEEDS_REASON.includes(status) && !reason) {
      toast.error('Write the outcome or the reason in the box first');
      return;
    }
    void act(
      () => updateGrievance(grievance.id, { status, reason }),
      GRIEVANCE_STATUS_LABELS[status],
    );
  };
  const send = (kind: 'note' | 'reply') =>
    void act(
      () => addGrievanceMessage(grievance.id, { kind, body: text }),
      kind === 'reply' ? 'Reply sent' : 'Note saved',
    );

  return (
    <section
      aria-label={`Grievance ${grievance.reference}`}
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">
        {grievance.reference}: {GRIEVANCE_STATUS_LABELS[grievance.status]}
      </h2>
      <p className="text-sm text-neutral-700">
        {grievance.name} · {[grievance.phone, grievance.email].filter(Boolean).join(' · ')}
        {grievance.orderNumber ? ` · order ${grievance.orderNumber}` : ''}
        {grievance.productName ? ` · product ${grievance.productName}` : ''}
        {grievance.associateCode ? ` · associate ${grievance.associateCode}` : ''}
      </p>
      <p className="whitespace-pre-line">{grievance.description}</p>
      <AttachmentLinks
        attachments={grievance.attachments}
        path={`/admin/grievances/${grievance.id}/attachments`}
      />
      <p className="text-sm">Handled by: {grievance.assigneeName ?? 'nobody yet'}</p>
      <ul className="space-y-1 text-sm">
        {[
          ...grievance.notes.map((note) => ({
            ...note,
            kind: `Note by ${note.authorName ?? 'staff'}`,
          })),
          ...grievance.replies.map((reply) => ({ ...reply, kind: 'Reply' })),
        ]
          .sort((a, b) => a.id - b.id)
          .map((message) => (
            <li key={message.id} className="rounded-lg bg-neutral-100 p-2">
              <strong>{message.kind}:</strong> {message.body}
            </li>
          ))}
      </ul>
      <TextAreaField
        label="Note, reply, outcome or reason"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={isBusy}
          onClick={() => send('note')}
          disabled={!text.trim()}
        >
          Save internal note
        </Button>
        <Button
          variant="secondary"
          busy={isBusy}
          onClick={() => send('reply')}
          disabled={!text.trim()}
        >
          Send reply
        </Button>
        {user && grievance.assigneeId !== user.id ? (
          <Button
            variant="ghost"
            busy={isBusy}
            onClick={() =>
              void act(
                () => updateGrievance(grievance.id, { assigneeId: user.id }),
                'Assigned to you',
              )
            }
          >
            Assign to me
          </Button>
        ) : null}
        {GRIEVANCE_MOVES[grievance.status].map((status) => (
          <Button key={status} busy={isBusy} onClick={() => move(status)}>
            {GRIEVANCE_STATUS_LABELS[status]}
          </Button>
        ))}
      </div>
    </section>
  );
}
