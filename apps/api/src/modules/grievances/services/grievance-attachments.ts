import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GRIEVANCE_ATTACHMENTS_MAX } from '@saathi/shared';
import { AppError, notFound } from '../../../platform/errors';
import { toWebp } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';

/** The private storage's folder for grievance files. */
const FOLDER = 'grievances';
const PDF_MAGIC = Buffer.from('%PDF-');

export interface GrievanceFile {
  fileName: string;
  bytes: Buffer;
}

export const grievanceFileKey = (id: string, extension: 'webp' | 'pdf') =>
  `${FOLDER}/${id}.${extension}`;

/**
 * Reads a multipart filing: its text fields, and up to three files sent as "attachments".
 * Fastify's multipart limits (5 MB a file) apply.
 */
export async function readGrievanceForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: GrievanceFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'attachments' || files.length >= GRIEVANCE_ATTACHMENTS_MAX) {
        throw new AppError('VALIDATION_FAILED', 'Invalid input', {
          fields: { attachments: `Attach at most ${GRIEVANCE_ATTACHMENTS_MAX} files` },
        });
      }
      if (bytes.length) files.push({ fileName: part.filename.slice(0, 120), bytes });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/**
 * Images are re-encoded to WebP (metadata and hidden content dropped, as every upload); a PDF is
 * kept as sent after its signature is checked, and is only ever served privately as a download.
 */
async function prepare(file: GrievanceFile) {
  if (file.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { extension: 'pdf' as const, bytes: file.bytes };
  }
  const webp = await toWebp({
    bytes: file.bytes,
    allowed: ['jpeg', 'png', 'webp'],
    width: 2000,
    height: 2000,
    fit: 'inside',
  });
  return { extension: 'webp' as const, bytes: webp };
}

/** Stores the files privately under random names; answers the rows to record. */
export async function storeGrievanceFiles(options: { storage: Storage; files: GrievanceFile[] }) {
  const prepared = await Promise.all(options.files.map(prepare));
  return Promise.all(
    prepared.map(async (file, index) => {
      const id = randomUUID();
      await options.storage.putPrivate(grievanceFileKey(id, file.extension), file.bytes);
      return { id, fileName: options.files[index]!.fileName, extension: file.extension };
    }),
  );
}

/** Removes stored files whose grievance was not recorded after all. */
export async function removeGrievanceFiles(options: {
  storage: Storage;
  stored: { id: string; extension: 'webp' | 'pdf' }[];
}) {
  await Promise.all(
    options.stored.map((file) =>
      options.storage.deletePrivate(grievanceFileKey(file.id, file.extension)),
    ),
  );
}

/** A stored file, for a caller already found to be allowed. */
export async function openGrievanceFile(options: {
  storage: Storage;
  id: string;
  extension: 'webp' | 'pdf';
}) {
  const file = await options.storage.openPrivate(grievanceFileKey(options.id, options.extension));
  if (!file) throw notFound('Attachment');
  return file;
}
