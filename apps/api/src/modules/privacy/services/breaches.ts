import { desc, eq } from 'drizzle-orm';
import { BREACH_NOTICE_HOURS, type Breach, type breachCreateSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { dataBreaches, dataBreachPeople } from '../tables';

type BreachRow = typeof dataBreaches.$inferSelect;
const HOUR_MS = 3_600_000;
const when = (date: Date) =>
  date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' });

/** The intimations r.7 of the Rules 2025 asks for, filled from the record (decision 0131). */
function draftNotices(row: BreachRow, peopleCount: number) {
  const board = [
    'To: the Data Protection Board of India',
    `Subject: Intimation of a personal data breach found on ${when(row.foundAt)} IST`,
    '',
    `Nature and extent: ${row.description}`,
    `Personal data affected: ${row.dataKinds}`,
    `Data Principals affected: ${peopleCount}`,
    `Likely consequences: ${row.consequences || 'being assessed'}`,
    `Measures taken and to be taken: ${row.measures || 'being decided'}`,
    '',
    'Under section 8(6) of the Digital Personal Data Protection Act 2023 and rule 7 of the DPDP',
    `Rules 2025; the detailed report follows within ${BREACH_NOTICE_HOURS} hours of our becoming aware.`,
  ].join('\n');
  const people = [
    'Dear customer,',
    '',
    `On ${when(row.foundAt)} we found that some of your personal data may have been exposed.`,
    `What happened: ${row.description}`,
    `Your data involved: ${row.dataKinds}`,
    `What it may mean for you: ${row.consequences || 'we are still assessing this'}`,
    `What we have done: ${row.measures || 'we are containing it and will write again'}`,
    '',
    'What you can do: watch for messages that claim to be from us and ask for a code or a payment;',
    'change your password. For questions, write to our grievance officer (named on every product',
    'page). You may also complain to the Data Protection Board of India.',
  ].join('\n');
  return { board, people };
}

async function toBreach(db: Db, row: BreachRow): Promise<Breach> {
  const people = await db
    .select({ userId: dataBreachPeople.userId })
    .from(dataBreachPeople)
    .where(eq(dataBreachPeople.breachId, row.id));
  return {
    id: row.id,
    foundAt: row.foundAt.toISOString(),
    noticeDueAt: new Date(row.foundAt.getTime() + BREACH_NOTICE_HOURS * HOUR_MS).toISOString(),
    description: row.description,
    dataKinds: row.dataKinds,
    consequences: row.consequences,
    measures: row.measures,
    boardNotifiedAt: row.boardNotifiedAt?.toISOString() ?? null,
    peopleNotifiedAt: row.peopleNotifiedAt?.toISOString() ?? null,
    userIds: people.map((person) => person.userId),
    drafts: draftNotices(row, people.length),
  };
}

/** Records a breach and the people it touched, in one transaction. */
export async function recordBreach(options: {
  db: Db;
  input: z.output<typeof breachCreateSchema>;
}) {
  const { userIds, foundAt, ...fields } = options.input;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataBreaches)
      .values({ ...fields, foundAt: new Date(foundAt) })
      .returning();
    const unique = [...new Set(userIds)];
    if (unique.length > 0) {
      await tx
        .insert(dataBreachPeople)
        .values(unique.map((userId) => ({ breachId: row!.id, userId })));
    }
    return toBreach(tx, row!);
  });
}

export async function listBreaches({ db }: { db: Db }) {
  const rows = await db.select().from(dataBreaches).orderBy(desc(dataBreaches.foundAt));
  return Promise.all(rows.map((row) => toBreach(db, row)));
}

/** Marks when the Board or the people were told (the first time only). */
export async function markBreachNotified(options: {
  db: Db;
  id: number;
  whom: 'BOARD' | 'PEOPLE';
}) {
  const { db, id, whom } = options;
  const [row] = await db.select().from(dataBreaches).where(eq(dataBreaches.id, id));
  if (!row) throw notFound('Breach');
  const column = whom === 'BOARD' ? 'boardNotifiedAt' : 'peopleNotifiedAt';
  if (!row[column]) {
    await db
      .update(dataBreaches)
      .set({ [column]: new Date() })
      .where(eq(dataBreaches.id, id));
  }
  const [updated] = await db.select().from(dataBreaches).where(eq(dataBreaches.id, id));
  return toBreach(db, updated!);
}
