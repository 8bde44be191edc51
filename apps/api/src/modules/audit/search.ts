import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter } from '@saathi/shared';
import type { Db } from '../../db/client';
import { findUserByLogin, getUserViews } from '../users';
import { auditLog } from './tables';

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

/** The same, in batches of entries, for the CSV export. */
export async function* exportAuditLog({ db, filter }: { db: Db; filter: AuditFilter }) {
  for (let page = 1; ; page += 1) {
    const { items } = await searchAuditLog({ db, filter, page, limit: 500 });
    if (items.length) yield items;
    if (items.length < 500) return;
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
