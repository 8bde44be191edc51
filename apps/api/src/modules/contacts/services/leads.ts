import { and, count, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  contactListQuerySchema,
  createContactSchema,
  Lead,
  updateLeadSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { contacts } from '../tables';

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

/** The columns of the leads export, in order. */
export const LEAD_EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'mobile',
  'email',
  'state',
  'status',
  'notes',
] as const satisfies readonly (keyof Lead)[];

const EXPORT_PAGE_SIZE = 500;

/**
 * Every lead matching the filter, newest first, read a page at a time: each page starts after the
 * last row of the one before (created_at, id), compared in the database at its full microsecond
 * precision (a JavaScript Date would cut it to milliseconds and skip rows).
 */
export async function* streamLeads({
  db,
  filter,
  pageSize = EXPORT_PAGE_SIZE,
}: {
  db: Db;
  filter: LeadFilter;
  pageSize?: number;
}): AsyncGenerator<Lead> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: contacts, exactCreatedAt: sql<string>`${contacts.createdAt}::text` })
      .from(contacts)
      .where(
        and(
          leadConditions(filter),
          after &&
            sql`(${contacts.createdAt}, ${contacts.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(pageSize);
    for (const { row } of rows) yield toLead(row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.exactCreatedAt, id: last.row.id };
  }
}

type CreateContactData = z.output<typeof createContactSchema>;

/**
 * Stores a lead and answers its id. A filled honeypot marks a bot: it is dropped without telling
 * the bot (undefined).
 */
export async function createContact({ db, input }: { db: Db; input: CreateContactData }) {
  if (input.website) return undefined;
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name,
      mobile: input.mobile,
      email: input.email.toLowerCase(),
      state: input.state || null,
      pincode: input.pincode ?? null,
    })
    .returning({ id: contacts.id });
  return row!;
}

/** The leads a person left, by their e-mail or mobile (their data export, decision 0130). */
export async function listLeadsOfPerson(options: {
  db: Db;
  email: string | null;
  mobile: string | null;
}) {
  const conditions: SQL[] = [];
  if (options.email) conditions.push(sql`lower(${contacts.email}) = lower(${options.email})`);
  // The form keeps ten digits; an account's phone may carry the country code.
  if (options.mobile) {
    conditions.push(sql`right(${contacts.mobile}, 10) = right(${options.mobile}, 10)`);
  }
  if (conditions.length === 0) return [];
  const rows = await options.db
    .select()
    .from(contacts)
    .where(or(...conditions))
    .orderBy(desc(contacts.id));
  return rows.map(toLead);
}

/** The leads a person left, at their erasure (decision 0130). Answers how many went. */
export async function eraseLeadsOfPerson(options: {
  db: Db;
  email: string | null;
  mobile: string | null;
}) {
  const ids = (await listLeadsOfPerson(options)).map((lead) => lead.id);
  if (ids.length === 0) return 0;
  await options.db.delete(contacts).where(inArray(contacts.id, ids));
  return ids.length;
}

/** Leads never converted and left before `before` (the retention job, decision 0131). */
export async function deleteStaleLeads({ db, before }: { db: Db; before: Date }) {
  const rows = await db
    .delete(contacts)
    .where(and(ne(contacts.status, 'converted'), lt(contacts.createdAt, before)))
    .returning({ id: contacts.id });
  return rows.length;
}
