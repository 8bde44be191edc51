import { useState } from 'react';
import { GRIEVANCE_MOVES, type GrievanceAdmin, type GrievanceStatus } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { useSession } from '../../../auth';
import { AttachmentLinks } from '../../components/attachment-links';
import { addGrievanceMessage, updateGrievance } from '../../api/grievances';
import { STATUS_KEYS, useGrievancesT } from '../../messages';

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
  const t = useGrievancesT();
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
      toast.error(t('grievances.needsReason'));
      return;
    }
    void act(() => updateGrievance(grievance.id, { status, reason }), t(STATUS_KEYS[status]));
  };
  const send = (kind: 'note' | 'reply') =>
    void act(
      () => addGrievanceMessage(grievance.id, { kind, body: text }),
      t(kind === 'reply' ? 'grievances.replySent' : 'grievances.noteSaved'),
    );

  return (
    <section
      aria-label={t('grievances.detail', { reference: grievance.reference })}
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">
        {grievance.reference}: {t(STATUS_KEYS[grievance.status])}
      </h2>
      <p className="text-sm text-neutral-700">
        {grievance.name} · {[grievance.phone, grievance.email].filter(Boolean).join(' · ')}
        {grievance.orderNumber ? t('grievances.aboutOrder', { number: grievance.orderNumber }) : ''}
        {grievance.productName ? t('grievances.aboutProduct', { name: grievance.productName }) : ''}
        {grievance.associateCode
          ? t('grievances.aboutAssociate', { code: grievance.associateCode })
          : ''}
      </p>
      <p className="whitespace-pre-line">{grievance.description}</p>
      <AttachmentLinks
        attachments={grievance.attachments}
        path={`/admin/grievances/${grievance.id}/attachments`}
      />
      <p className="text-sm">
        {t('grievances.handledBy', { name: grievance.assigneeName ?? t('grievances.nobody') })}
      </p>
      <ul className="space-y-1 text-sm">
        {[
          ...grievance.notes.map((note) => ({
            ...note,
            kind: t('grievances.noteBy', { name: note.authorName ?? t('grievances.staff') }),
          })),
          ...grievance.replies.map((reply) => ({ ...reply, kind: t('grievances.reply') })),
        ]
          .sort((a, b) => a.id - b.id)
          .map((message) => (
            <li key={message.id} className="rounded-lg bg-neutral-100 p-2">
              <strong>{message.kind}:</strong> {message.body}
            </li>
          ))}
      </ul>
      <TextAreaField
        label={t('grievances.message')}
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
          {t('grievances.saveNote')}
        </Button>
        <Button
          variant="secondary"
          busy={isBusy}
          onClick={() => send('reply')}
          disabled={!text.trim()}
        >
          {t('grievances.sendReply')}
        </Button>
        {user && grievance.assigneeId !== user.id ? (
          <Button
            variant="ghost"
            busy={isBusy}
            onClick={() =>
              void act(
                () => updateGrievance(grievance.id, { assigneeId: user.id }),
                t('grievances.assigned'),
              )
            }
          >
            {t('grievances.assignToMe')}
          </Button>
        ) : null}
        {GRIEVANCE_MOVES[grievance.status].map((status) => (
          <Button key={status} busy={isBusy} onClick={() => move(status)}>
            {t(STATUS_KEYS[status])}
          </Button>
        ))}
      </div>
    </section>
  );
}
