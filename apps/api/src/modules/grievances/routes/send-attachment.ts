import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL, type PrivateFile } from '../../../platform/storage';

/** A private file or a redirect to its signed URL, never cached, always as a download. */
export function sendAttachment(reply: FastifyReply, file: PrivateFile, fileName: string) {
  const raw = reply
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
    );
  if (file.kind === 'redirect') return raw.redirect(file.url, 302);
  return raw.type(file.contentType).header('content-length', file.size).send(file.stream);
}
