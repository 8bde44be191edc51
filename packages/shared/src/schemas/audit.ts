import { z } from 'zod';
import { pageQueryFields, pagedEnvelope } from './paging';

const dateOnly = z.iso.date('Use a date like 2026-04-01');

const auditFilterFields = {
  /** Who: a username or email. */
  actor: z.string().trim().max(160).optional(),
  /** The kind of record: product, user, request, ... */
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  /** Indian dates, both days included. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
};
export const auditListQuerySchema = z.object({ ...pageQueryFields, ...auditFilterFields }).strict();
export const auditExportQuerySchema = z.object(auditFilterFields).strict();
export type AuditFilter = z.infer<typeof auditExportQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    actor: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
    entity: z.string(),
    entityId: z.string(),
    action: z.string(),
    /** Field by field: what it was and what it became (JSON text for lists and objects). */
    changes: z.array(
      z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
    ),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = pagedEnvelope(auditEntrySchema);
export const auditKindsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.string()),
});
