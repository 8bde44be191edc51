import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  contactListQuerySchema,
  createContactSchema,
  Lead,
  updateLeadSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { contacts } from './tables';
import { toCsv } from '../../platform/csv';

type ContactRow = typeof contacts.$inferSelect;
type LeadFilter = Pick<z.output<typeof contactListQuerySchema>, 'q' | 'status'>;

export const toLead = (row: ContactRow): Lead => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  state: row.state,
  pincode: row.pincode,
  status: row.status,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function leadConditions({ q, status }: LeadFilter) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(contacts.status, status));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.mobile, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first, with the total for the pager. */
export async function listLeads({
  db,
  query,
}: {
  db: Db;
  query: z.output<typeof contactListQuerySchema>;
}) {
  const where = leadConditions(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return {
    items: rows.map(toLead),
    page: query.page,
    limit: query.limit,
    total: totals?.total ?? 0,
  };
}

export async function updateLead({
  db,
  id,
  input,
}: {
  db: Db;
  id: number;
  input: z.output<typeof updateLeadSchema>;
}) {
  const [row] = await db.update(contacts).set(input).where(eq(contacts.id, id)).returning();
  if (!row) throw notFound('Lead');
  return toLead(row);
}

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'mobile',
  'email',
  'state',
  'status',
  'notes',
] as const;

/** A spreadsheet would run a cell that starts with = + - @ as a formula: make it text. */
/** Every lead matching the filter, as CSV for a spreadsheet. */
export async function exportLeadsCsv({ db, filter }: { db: Db; filter: LeadFilter }) {
  const rows = await db
    .select()
    .from(contacts)
    .where(leadConditions(filter))
    .orderBy(desc(contacts.createdAt));
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => CSV_COLUMNS.map((column) => toLead(row)[column])),
  );
}

type CreateContactData = z.output<typeof createContactSchema>;

/** Stores a lead. A filled honeypot marks a bot: it is dropped without telling the bot. */
export async function createContact({ db, input }: { db: Db; input: CreateContactData }) {
  if (input.website) return { isStored: false };
  await db.insert(contacts).values({
    name: input.name,
    mobile: input.mobile,
    email: input.email.toLowerCase(),
    state: input.state || null,
    pincode: input.pincode ?? null,
  });
  return { isStored: true };
}
