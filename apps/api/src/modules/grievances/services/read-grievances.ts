import { and, asc, count, desc, eq, inArray, lt, not, notInArray, or, type SQL } from 'drizzle-orm';
import {
  GRIEVANCE_DONE_STATUSES,
  mobileFromInput,
  type GrievanceAdmin,
  type GrievanceView,
  type grievanceListQuerySchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { grievanceAttachments, grievanceMessages, grievances } from '../tables';

type GrievanceRow = typeof grievances.$inferSelect;
type MessageRow = typeof grievanceMessages.$inferSelect;
type AttachmentRow = typeof grievanceAttachments.$inferSelect;

/** Names of staff, for the console (the users module's views, passed in by the route). */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const isDone = (row: GrievanceRow) => GRIEVANCE_DONE_STATUSES.includes(row.status);

/** A deadline missed: not acknowledged in time, or not resolved in time. */
export function isOverdue(row: GrievanceRow, now = new Date()) {
  const late = (deadline: Date, doneAt: Date | null) =>
    (doneAt ?? now).getTime() > deadline.getTime();
  return (
    (row.status === 'new' && late(row.acknowledgeBy, null)) ||
    (!isDone(row) && late(row.resolveBy, null))
  );
}

async function readThreads(db: Db, ids: number[]) {
  if (!ids.length) return { messages: [] as MessageRow[], attachments: [] as AttachmentRow[] };
  const [messages, attachments] = await Promise.all([
    db
      .select()
      .from(grievanceMessages)
      .where(inArray(grievanceMessages.grievanceId, ids))
      .orderBy(asc(grievanceMessages.id)),
    db
      .select()
      .from(grievanceAttachments)
      .where(inArray(grievanceAttachments.grievanceId, ids))
      .orderBy(asc(grievanceAttachments.createdAt)),
  ]);
  return { messages, attachments };
}

function toView(
  row: GrievanceRow,
  messages: MessageRow[],
  attachments: AttachmentRow[],
): GrievanceView {
  return {
    reference: row.reference,
    category: row.category,
    status: row.status,
    description: row.description,
    orderNumber: row.orderNumber,
    productName: row.productName,
    associateCode: row.associateCode,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    replies: messages
      .filter((message) => message.grievanceId === row.id && message.kind === 'reply')
      .map(({ id, body, createdAt }) => ({ id, body, createdAt: createdAt.toISOString() })),
    attachments: attachments
      .filter((file) => file.grievanceId === row.id)
      .map((file) => ({
        id: `${file.id}.${file.extension}`,
        fileName: file.fileName,
        contentType: file.extension === 'pdf' ? 'application/pdf' : 'image/webp',
      })),
  };
}

async function toViews(db: Db, rows: GrievanceRow[]) {
  const { messages, attachments } = await readThreads(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, messages, attachments));
}

/** Whether a typed phone or email is the one given when filing. */
const isSameContact = (row: GrievanceRow, contact: string) => {
  const phone = mobileFromInput(contact);
  if (phone) return row.phone === phone;
  return row.email !== null && row.email === contact.trim().toLowerCase();
};

async function findByReference(db: Db, reference: string) {
  const [row] = await db.select().from(grievances).where(eq(grievances.reference, reference));
  return row;
}

/**
 * A visitor's lookup by reference and contact, or a signed-in owner's. Anything else is a 404,
 * the same answer as an unknown reference, so a reference alone reveals nothing.
 */
export async function findOwnGrievance(options: {
  db: Db;
  reference: string;
  contact?: string;
  userId?: number;
}) {
  const { db, reference, contact, userId } = options;
  const row = await findByReference(db, reference);
  const isOwner =
    row &&
    ((userId !== undefined && row.userId === userId) ||
      (contact !== undefined && isSameContact(row, contact)));
  if (!row || !isOwner) throw notFound('Grievance');
  return row;
}

export async function readGrievanceView(db: Db, row: GrievanceRow) {
  return (await toViews(db, [row]))[0]!;
}

/** A signed-in person's grievances, newest first. */
export async function listOwnGrievances({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt))
    .limit(100);
  return toViews(db, rows);
}

/** An attachment of a grievance the caller may see; answers its stored id and extension. */
export async function findAttachment(options: { db: Db; grievanceId: number; name: string }) {
  const [id, extension] = options.name.split('.');
  const [row] = await options.db
    .select()
    .from(grievanceAttachments)
    .where(
      and(
        eq(grievanceAttachments.id, id ?? ''),
        eq(grievanceAttachments.grievanceId, options.grievanceId),
      ),
    );
  if (!row || row.extension !== extension) throw notFound('Attachment');
  return row;
}

function overdueCondition(now: Date): SQL {
  return or(
    and(eq(grievances.status, 'new'), lt(grievances.acknowledgeBy, now)),
    and(notInArray(grievances.status, [...GRIEVANCE_DONE_STATUSES]), lt(grievances.resolveBy, now)),
  )!;
}

async function toAdmins(db: Db, rows: GrievanceRow[], staffNames: StaffNames) {
  const { messages, attachments } = await readThreads(
    db,
    rows.map((row) => row.id),
  );
  const staffIds = [
    ...rows.map((row) => row.assigneeId),
    ...messages.map((message) => message.authorId),
  ].filter((id): id is number => id !== null);
  const names = await staffNames([...new Set(staffIds)]);
  const now = new Date();
  return rows.map((row): GrievanceAdmin => ({
    ...toView(row, messages, attachments),
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    userId: row.userId,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    escalatedAt: iso(row.resolveWarnedAt ?? row.acknowledgeWarnedAt),
    isOverdue: isOverdue(row, now),
    notes: messages
      .filter((message) => message.grievanceId === row.id && message.kind === 'note')
      .map((message) => ({
        id: message.id,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        authorName: message.authorId ? (names.get(message.authorId) ?? null) : null,
      })),
  }));
}

/** The console's queue: oldest open first, so what ages longest is on top. */
export async function listGrievances(options: {
  db: Db;
  query: z.output<typeof grievanceListQuerySchema>;
  staffNames: StaffNames;
}) {
  const { db, query, staffNames } = options;
  const now = new Date();
  const overdue = overdueCondition(now);
  const conditions = [
    query.status ? eq(grievances.status, query.status) : undefined,
    query.category ? eq(grievances.category, query.category) : undefined,
    query.overdue === true ? overdue : undefined,
    query.overdue === false ? not(overdue) : undefined,
  ];
  const where = and(...conditions.filter(Boolean));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(grievances)
      .where(where)
      .orderBy(asc(grievances.createdAt), asc(grievances.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(grievances).where(where),
  ]);
  return {
    items: await toAdmins(db, rows, staffNames),
    page: query.page,
    limit: query.limit,
    total: totals?.total ?? 0,
  };
}

export async function lockGrievance({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id)).for('update');
  if (!row) throw notFound('Grievance');
  return row;
}

export async function readGrievanceAdmin(options: { db: Db; id: number; staffNames: StaffNames }) {
  const [row] = await options.db.select().from(grievances).where(eq(grievances.id, options.id));
  if (!row) throw notFound('Grievance');
  return (await toAdmins(options.db, [row], options.staffNames))[0]!;
}
