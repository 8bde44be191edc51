import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usersPrimaryKey } from '../users';

/** Who changed what and how: one immutable row per admin write, in the write's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the system (seed, jobs). */
    actorUserId: integer('actor_user_id').references(usersPrimaryKey, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt),
    index('audit_log_created_at_idx').on(table.createdAt),
  ],
);

export type AuditAction = 'create' | 'update' | 'delete';
