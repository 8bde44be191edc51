import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter } from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { CsvColumn } from '../../../platform/csv';
import { findUserByLogin, getUserViews } from '../../users';
import { auditLog } from '../tables';

type AuditRow = typeof auditLog.$inferSelect;
const IST = '+05:30';

const asText = (value: unknown) =>
  value === undefined || value === null
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Field by field, what changed between the before and after records. */
export function diffRecords(before: unknown, after: unknown) {
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value };
  const was = record(before);
  const is = record(after);
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .map((field) => ({ field, before: asText(was[field]), after: asText(is[field]) }))
    .filter((change) => change.before !== change.after);
}

/** The filter as SQL; an unknown person matches nothing. */
async function whereOf(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actor) {
    const actor = await findUserByLogin({ db, login: filter.actor });
    conditions.push(actor ? eq(auditLog.actorUserId, actor.id) : sql`false`);
  }
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from)
    conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00${IST}`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00${IST}`);
    conditions.push(lt(auditLog.createdAt, new Date(end.getTime() + 24 * 60 * 60 * 1000)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

async function toEntries(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])))];
  const people = await getUserViews({ db, ids });
  return rows.map((row) => {
    const person = row.actorUserId ? people.get(row.actorUserId) : undefined;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actor: person
        ? {
            id: person.id,
            name: [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username,
            username: person.username,
          }
        : null,
      entity: row.entity,
      entityId: row.entityId,
      action: row.action,
      changes: diffRecords(row.before, row.after),
    };
  });
}

/** The log, newest first, filtered by person, kind of record, record and Indian dates. */
export async function searchAuditLog(options: {
  db: Db;
  filter: AuditFilter;
  page: number;
  limit: number;
}) {
  const { db, page, limit } = options;
  const where = await whereOf(db, options.filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { items: await toEntries(db, rows), page, limit, total: total!.value };
}

/** A row of the audit export: who did what to which record and when, the changes as text. */
interface AuditCsvRow {
  when: string;
  who: string;
  record: string;
  recordId: string | null;
  action: string;
  changes: string;
}

export const AUDIT_CSV_COLUMNS: CsvColumn<AuditCsvRow>[] = [
  'when',
  'who',
  'record',
  { key: 'recordId', header: 'record id' },
  'action',
  'changes',
];

const toCsvRow = (entry: AuditEntry): AuditCsvRow => ({
  when: entry.createdAt,
  who: entry.actor?.username ?? 'system',
  record: entry.entity,
  recordId: entry.entityId,
  action: entry.action,
  changes: entry.changes
    .map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
    .join('; '),
});

const EXPORT_BATCH = 500;

/**
 * The filtered log, newest first, for the CSV export: each batch starts below the last id of the
 * one before, so entries written during the download neither repeat nor push others out.
 */
export async function* exportAuditLog({
  db,
  filter,
}: {
  db: Db;
  filter: AuditFilter;
}): AsyncGenerator<AuditCsvRow> {
  const where = await whereOf(db, filter);
  let belowId: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(belowId === undefined ? where : and(where, lt(auditLog.id, belowId)))
      .orderBy(desc(auditLog.id))
      .limit(EXPORT_BATCH);
    for (const entry of await toEntries(db, rows)) yield toCsvRow(entry);
    if (rows.length < EXPORT_BATCH) return;
    belowId = rows.at(-1)!.id;
  }
}

/** The kinds of record in the log, for the filter (a skip scan over the entity index). */
export async function listAuditKinds({ db }: { db: Db }) {
  const result = await db.execute<{ entity: string }>(sql`
    with recursive kinds(entity) as (
      (select entity from audit_log order by entity limit 1)
      union all
      select (select entity from audit_log where entity > kinds.entity order by entity limit 1)
      from kinds where kinds.entity is not null
    )
    select entity from kinds where entity is not null`);
  return (result as unknown as { rows: { entity: string }[] }).rows.map((row) => row.entity);
}
