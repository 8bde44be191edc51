import type { FastifyRequest } from 'fastify';
import { catalogueErrorSchema } from '@saathi/shared';
import { holdsPermission, requirePermission } from '../../../platform/auth-guard';
import { fastSerializerCompiler } from '../../../platform/fast-serializer';

/** Every catalogue failure answers both envelopes (error-envelope.ts). */
export const errors = {
  400: catalogueErrorSchema,
  401: catalogueErrorSchema,
  403: catalogueErrorSchema,
  404: catalogueErrorSchema,
  409: catalogueErrorSchema,
  413: catalogueErrorSchema,
  415: catalogueErrorSchema,
};
export const publicRead = { tags: ['catalog'] };
export const adminWrite = { tags: ['catalog admin'], security: [{ bearerAuth: [] }] };
const requireAdmin = requirePermission('catalog.manage');
// onRequest: an anonymous upload is refused before its body is read.
export const adminOnly = { onRequest: requireAdmin };
/** Errors on list routes carry `data: []` so list clients keep an array. */
export const listRoute = { config: { catalogueList: true } };
/** The shop's hottest reads serialise through a compiled writer (platform/fast-serializer.ts). */
export const hotRead = { serializerCompiler: fastSerializerCompiler };
export const multipart = { consumes: ['multipart/form-data'] };
export const ok = <T>(data: T) => ({ data, errors: [] as { errorDescription: string }[] });

export const isAdmin = (request: FastifyRequest) => holdsPermission(request, 'catalog.manage');
export const actorOf = (request: FastifyRequest) => request.auth!.userId;

/** Options only admins may use on a public read (deleted or hidden items). */
export async function checkAdminOption(request: FastifyRequest, isRequested: boolean) {
  if (isRequested) await requireAdmin(request);
}
