import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';

/**
 * Reads a catalogue form: text fields, and files only under the names given (with how many of
 * each). Sizes and counts are capped by the multipart limits (platform/uploads.ts): a larger
 * file or a ninth one is a 413.
 */
export async function readCatalogueForm(
  request: FastifyRequest,
  fileFields: Record<string, number>,
) {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const allowed = fileFields[part.fieldname];
      const list = (files[part.fieldname] ??= []);
      if (!allowed || list.length >= allowed) {
        await part.toBuffer();
        const message = allowed
          ? `Send at most ${allowed} file${allowed === 1 ? '' : 's'} as "${part.fieldname}"`
          : `Unexpected file "${part.fieldname}"`;
        throw new AppError('VALIDATION_FAILED', message, { fields: { [part.fieldname]: message } });
      }
      const bytes = await part.toBuffer();
      // An empty file input sends a nameless, empty part: that is "no file chosen".
      if (bytes.length > 0) list.push(bytes);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
}
