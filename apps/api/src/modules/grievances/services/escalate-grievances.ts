import { and, eq, isNull, lte, notInArray, or } from 'drizzle-orm';
import { GRIEVANCE_DONE_STATUSES, type CompanySettings } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { messagesIn } from '../../../platform/message-language';
import type { Messenger } from '../../../platform/messaging/messenger';
import { findUserByDestination } from '../../users';
import { grievances } from '../tables';
import { formatIndianTime, HOUR_MS } from './grievance-time';

const open = notInArray(grievances.status, [...GRIEVANCE_DONE_STATUSES]);

/**
 * The deadlines job (decision 0126): the grievance officer is warned once when an
 * acknowledgement or a resolution deadline is near, and a grievance past either is marked
 * overdue. Each warning is a conditional update (the stamp still empty) with its email in the
 * same transaction, so a repeated or concurrent run warns no one twice.
 */
export async function escalateGrievances(options: {
  db: Db;
  messenger: Messenger;
  settings: CompanySettings;
  now?: Date;
}) {
  const { db, messenger, settings, now = new Date() } = options;
  const { acknowledgeWarnHours, resolveWarnDays } = settings.grievanceDeadlines;
  const ackHorizon = new Date(now.getTime() + acknowledgeWarnHours * HOUR_MS);
  const resolveHorizon = new Date(now.getTime() + resolveWarnDays * 24 * HOUR_MS);
  const officer = settings.grievanceOfficer;
  // The officer reads the warnings in the language of the account that signs in with the
  // officer's e-mail, if one does; else English (decision 0167).
  const officerAccount = await findUserByDestination({ db, destination: officer.email });
  const language = officerAccount?.preferredLanguage ?? null;
  const t = messagesIn(language);

  const warn = async (
    kind: 'acknowledge' | 'resolve',
    due: ReturnType<typeof and>,
    stamp: 'acknowledgeWarnedAt' | 'resolveWarnedAt',
  ) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(grievances)
        .set({ [stamp]: now })
        .where(and(due, isNull(grievances[stamp])))
        .returning();
      // One email listing every grievance newly near its deadline.
      const batch = rows;
      if (!batch.length) return 0;
      await messenger.enqueue(
        {
          channel: 'email',
          destination: officer.email,
          subject: t('messagesGrievances.warnSubject', { count: batch.length, kind }),
          body: batch
            .map((row) =>
              t('messagesGrievances.warnLine', {
                reference: row.reference,
                category: row.category.replace('-', '_'),
                kind,
                due: formatIndianTime(
                  kind === 'acknowledge' ? row.acknowledgeBy : row.resolveBy,
                  language ?? undefined,
                ),
              }),
            )
            .join('\n'),
        },
        { db: tx },
      );
      return batch.length;
    });

  const acknowledgeWarned = await warn(
    'acknowledge',
    and(eq(grievances.status, 'new'), lte(grievances.acknowledgeBy, ackHorizon)),
    'acknowledgeWarnedAt',
  );
  const resolveWarned = await warn(
    'resolve',
    and(open, lte(grievances.resolveBy, resolveHorizon)),
    'resolveWarnedAt',
  );
  const overdue = await db
    .update(grievances)
    .set({ overdueAt: now })
    .where(
      and(
        isNull(grievances.overdueAt),
        or(
          and(eq(grievances.status, 'new'), lte(grievances.acknowledgeBy, now)),
          and(open, lte(grievances.resolveBy, now)),
        ),
      ),
    )
    .returning({ id: grievances.id });
  return { acknowledgeWarned, resolveWarned, overdue: overdue.length };
}
