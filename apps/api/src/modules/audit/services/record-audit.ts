import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, type AuditAction } from '../tables';

/**
 * Records one admin write. Call it with the transaction that made the change, so the change and
 * its record commit or roll back together.
 */
export async function recordAudit(options: {
  db: Db;
  actorUserId: number | null;
  entity: string;
  entityId: number | string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}) {
  await options.db.insert(auditLog).values({
    actorUserId: options.actorUserId,
    entity: options.entity,
    entityId: String(options.entityId),
    action: options.action,
    before: options.before ?? null,
    after: options.after ?? null,
  });
}

/** An entity's records, oldest first; without `entity`, every entity's records with this id. */
export async function listAuditEntries(options: {
  db: Db;
  entity?: string;
  entityId: number | string;
}) {
  const byId = eq(auditLog.entityId, String(options.entityId));
  return options.db
    .select()
    .from(auditLog)
    .where(options.entity ? and(eq(auditLog.entity, options.entity), byId) : byId)
    .orderBy(asc(auditLog.id));
}
