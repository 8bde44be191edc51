import { eq } from 'drizzle-orm';
import {
  GRIEVANCE_MOVES,
  GRIEVANCE_STATUS_LABELS,
  type grievanceMessageSchema,
  type updateGrievanceSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { messagesIn } from '../../../platform/message-language';
import type { Messenger } from '../../../platform/messaging/messenger';
import { grievanceMessages, grievances } from '../tables';
import { notifyFiler } from './notify-grievance';
import { lockGrievance } from './read-grievances';

type GrievanceRow = typeof grievances.$inferSelect;

/** The timestamps a move sets: each deadline's end is recorded once. */
function stampsOf(row: GrievanceRow, to: GrievanceRow['status'], now: Date) {
  return {
    acknowledgedAt: row.acknowledgedAt ?? (to === 'new' ? null : now),
    resolvedAt:
      to === 'resolved' || to === 'rejected' ? now : to === 'in_progress' ? null : row.resolvedAt,
    closedAt: to === 'closed' ? now : null,
  };
}

/**
 * A status move and/or an assignment by staff. A move follows GRIEVANCE_MOVES; the person is told
 * of each move, with the resolution or the reason for a rejection.
 */
export async function updateGrievance(options: {
  db: Db;
  messenger: Messenger;
  id: number;
  input: z.output<typeof updateGrievanceSchema>;
}) {
  const { db, messenger, id, input } = options;
  await db.transaction(async (tx) => {
    const row = await lockGrievance({ db: tx, id });
    const to = input.status;
    const isMove = to !== undefined && to !== row.status;
    if (isMove && !GRIEVANCE_MOVES[row.status].includes(to)) {
      throw new AppError(
        'CONFLICT',
        `A grievance that is ${GRIEVANCE_STATUS_LABELS[row.status].toLowerCase()} cannot become ${GRIEVANCE_STATUS_LABELS[to].toLowerCase()}.`,
      );
    }
    const now = new Date();
    await tx
      .update(grievances)
      .set({
        ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        ...(isMove ? { status: to, ...stampsOf(row, to, now) } : {}),
        ...(input.reason ? { resolution: input.reason } : {}),
      })
      .where(eq(grievances.id, id));
    if (!isMove) return;
    // In the language the filer used (decision 0167); the reason is staff's own words.
    const t = messagesIn(row.language);
    const values = { reference: row.reference, status: to };
    await notifyFiler({
      db: tx,
      messenger,
      grievance: row,
      subject: t('messagesGrievances.statusSubject', values),
      body: `${t('messagesGrievances.status', values)}${input.reason ? `\n\n${input.reason}` : ''}`,
      language: row.language,
    });
  });
}

/** An internal note (staff only) or a reply, which reaches the person by email/SMS too. */
export async function addGrievanceMessage(options: {
  db: Db;
  messenger: Messenger;
  id: number;
  authorId: number;
  input: z.output<typeof grievanceMessageSchema>;
}) {
  const { db, messenger, id, authorId, input } = options;
  await db.transaction(async (tx) => {
    const row = await lockGrievance({ db: tx, id });
    await tx
      .insert(grievanceMessages)
      .values({ grievanceId: id, kind: input.kind, body: input.body, authorId });
    if (input.kind !== 'reply') return;
    await notifyFiler({
      db: tx,
      messenger,
      grievance: row,
      subject: messagesIn(row.language)('messagesGrievances.replySubject', {
        reference: row.reference,
      }),
      body: input.body,
      language: row.language,
    });
  });
}
