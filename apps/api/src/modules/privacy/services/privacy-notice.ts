import { desc, eq, sql } from 'drizzle-orm';
import type { PrivacyNotice, privacyNoticePublishSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { privacyNotices } from '../tables';

/**
 * The first notice (decision 0128): what each collection point takes and why, in plain words
 * (DPDP Act s.5(1); Rules 2025, r.3: itemised, with the purposes and how to withdraw, complain
 * and reach the Board).
 */
export const FIRST_PRIVACY_NOTICE: Omit<PrivacyNotice, 'publishedAt'> = {
  version: 1,
  body: [
    '# Privacy notice',
    '',
    'We, the company that runs this shop, are the Data Fiduciary for the personal data you give us.',
    '',
    '## What we collect and why',
    '- Name, mobile number and e-mail: to run your account and sign you in.',
    '- Delivery addresses and orders: to deliver, invoice (GST) and handle returns.',
    '- For associates: PAN, bank details and KYC documents, to pay commissions and withhold TDS;',
    '  your sponsor and place in the network, to credit business value.',
    '- Lead form: name, mobile, e-mail, state and PIN code, to call you back about joining.',
    '- With your consent only: offers and news by SMS and e-mail. Withdraw it at any time in',
    '  "Privacy and data" on your account page, with one click.',
    '',
    '## Your rights',
    'You may see a copy of your data, ask for corrections and ask us to erase it (sections 11–13).',
    'Some records we must keep by law (tax invoices, TDS records, the direct-seller register);',
    'the erasure answer says which and until when. We answer every request within 30 days.',
    '',
    '## Complaints',
    'Write to the grievance officer named at the foot of every page and on the contact page. If',
    'you are not satisfied with the answer you may complain to the Data Protection Board of India.',
  ].join('\n'),
  points: {
    CUSTOMER_SIGN_UP: [
      { collected: 'Name, mobile number, e-mail', purpose: 'Your account and sign-in' },
    ],
    ASSOCIATE_SIGN_UP: [
      { collected: 'Name, mobile number, e-mail', purpose: 'Your account and sign-in' },
      { collected: 'Sponsor and placement', purpose: 'Your place in the network, BV and earnings' },
    ],
    KYC: [
      { collected: 'PAN, bank account, IFSC', purpose: 'Paying commissions and TDS (194H)' },
      { collected: 'KYC document images', purpose: 'Checking who you are (kept private)' },
    ],
    LEAD_FORM: [
      { collected: 'Name, mobile, e-mail, state, PIN code', purpose: 'Calling you back' },
    ],
    CHECKOUT: [
      { collected: 'Delivery address, phone', purpose: 'Delivering the order' },
      { collected: 'Order and payment details', purpose: 'The GST invoice and refunds' },
    ],
    ACCOUNT_PAGE: [],
  },
};

const toNotice = (row: typeof privacyNotices.$inferSelect): PrivacyNotice => ({
  version: row.version,
  body: row.body,
  points: row.points,
  publishedAt: row.publishedAt.toISOString(),
});

/** The newest notice; the first is written when none is (a new database). */
export async function getCurrentNotice({ db }: { db: Db }): Promise<PrivacyNotice> {
  let [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  if (!row) {
    await db.insert(privacyNotices).values(FIRST_PRIVACY_NOTICE).onConflictDoNothing();
    [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  }
  return toNotice(row!);
}

/** One version as it was published (an old one stays readable), or undefined. */
export async function getPrivacyNotice({ db, version }: { db: Db; version: number }) {
  if (version === FIRST_PRIVACY_NOTICE.version) await getCurrentNotice({ db });
  const [row] = await db.select().from(privacyNotices).where(eq(privacyNotices.version, version));
  return row ? toNotice(row) : undefined;
}

/** Every version, newest first (the console's history). */
export async function listPrivacyNotices({ db }: { db: Db }) {
  await getCurrentNotice({ db });
  const rows = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version));
  return rows.map(toNotice);
}

/**
 * Publishes a new version, in force from now (decision 0144): the next number, never an edit.
 * Two publishers at once: the primary key refuses the second, answered as a 409.
 */
export async function publishPrivacyNotice(options: {
  db: Db;
  input: z.output<typeof privacyNoticePublishSchema>;
}) {
  const { db, input } = options;
  const current = await getCurrentNotice({ db });
  const [row] = await db
    .insert(privacyNotices)
    .values({ version: sql`${current.version} + 1`, body: input.body, points: input.points })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError('CONFLICT', 'Someone published a version just now; reload and try again');
  }
  return toNotice(row);
}
