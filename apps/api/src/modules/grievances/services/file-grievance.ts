import { sql } from 'drizzle-orm';
import type { CompanySettings, fileGrievanceSchema } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { messagesIn } from '../../../platform/message-language';
import type { Messenger } from '../../../platform/messaging/messenger';
import { removeFilesOnFailure, type Storage } from '../../../platform/storage';
import { grievanceAttachments, grievances, grievanceSerials } from '../tables';
import {
  removeGrievanceFiles,
  storeGrievanceFiles,
  type GrievanceFile,
} from './grievance-attachments';
import { formatIndianTime, HOUR_MS, IST_OFFSET_MS } from './grievance-time';
import { notifyFiler } from './notify-grievance';

/** The signed-in filer's account details, which stand in for a visitor's contact fields. */
export interface Filer {
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
}

const formatReference = (year: number, serial: number) =>
  `GRV-${year}-${String(serial).padStart(6, '0')}`;

async function nextReference(db: Db, now: Date) {
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const [row] = await db
    .insert(grievanceSerials)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: grievanceSerials.year,
      set: { last: sql`${grievanceSerials.last} + 1` },
    })
    .returning({ last: grievanceSerials.last });
  return formatReference(year, row!.last);
}

/** A visitor must say who they are and how to reach them; a signed-in person's account does. */
function contactOf(input: z.output<typeof fileGrievanceSchema>, filer: Filer | null) {
  if (filer) {
    return {
      userId: filer.userId,
      name: input.name ?? filer.name,
      email: input.email ?? filer.email,
      phone: input.phone ?? filer.phone,
    };
  }
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = 'Name is required';
  if (!input.phone && !input.email) fields.phone = 'Give a phone number or an email';
  if (Object.keys(fields).length) {
    throw new AppError('VALIDATION_FAILED', 'Invalid input', { fields });
  }
  return {
    userId: null,
    name: input.name!,
    email: input.email ?? null,
    phone: input.phone ?? null,
  };
}

/**
 * Files a grievance: a reference at once, deadlines fixed from the company settings, the files
 * stored privately, and the person told by email/SMS through the outbox — all or nothing.
 */
export async function fileGrievance(options: {
  db: Db;
  messenger: Messenger;
  storage: Storage;
  settings: CompanySettings;
  input: z.output<typeof fileGrievanceSchema>;
  files: GrievanceFile[];
  filer: Filer | null;
  /**
   * The filer's language: their profile's, else the request's (decision 0155); kept on the
   * grievance for the notices that follow (decision 0167).
   */
  language: Language;
}) {
  const { db, messenger, storage, settings, input, files, filer, language } = options;
  const t = messagesIn(language);
  const contact = contactOf(input, filer);
  // Files are checked and re-encoded before anything is written: a bad one refuses the whole.
  // Stored before the transaction (no slow writes while it holds the serial's row), and removed
  // again if it fails.
  const stored = await storeGrievanceFiles({ storage, files });
  const now = new Date();
  const deadlines = settings.grievanceDeadlines;
  const record = () =>
    db.transaction(async (tx) => {
      const reference = await nextReference(tx, now);
      const [row] = await tx
        .insert(grievances)
        .values({
          reference,
          category: input.category,
          description: input.description,
          ...contact,
          language,
          orderNumber: input.orderNumber ?? null,
          productName: input.productName ?? null,
          associateCode: input.associateCode ?? null,
          acknowledgeBy: new Date(now.getTime() + deadlines.acknowledgeHours * HOUR_MS),
          resolveBy: new Date(now.getTime() + deadlines.resolveDays * 24 * HOUR_MS),
          createdAt: now,
        })
        .returning();
      if (stored.length) {
        await tx
          .insert(grievanceAttachments)
          .values(stored.map((file) => ({ ...file, grievanceId: row!.id })));
      }
      await notifyFiler({
        db: tx,
        messenger,
        grievance: row!,
        subject: t('messages.grievanceReceivedSubject', { reference }),
        body: t('messages.grievanceReceived', {
          name: contact.name,
          reference,
          acknowledgeBy: formatIndianTime(row!.acknowledgeBy, language),
          resolveBy: formatIndianTime(row!.resolveBy, language),
          officer: settings.grievanceOfficer.name,
          designation: settings.grievanceOfficer.designation,
          company: settings.name,
        }),
        language,
      });
      return {
        reference,
        acknowledgeBy: row!.acknowledgeBy.toISOString(),
        resolveBy: row!.resolveBy.toISOString(),
      };
    });
  return removeFilesOnFailure(record, () => removeGrievanceFiles({ storage, stored }));
}
