import type { Db } from '../db/client';
import { auditLog, type AuditAction } from './audit-tables';

export type { AuditAction };

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
