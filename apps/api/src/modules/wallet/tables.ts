import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayoutStatus, WalletEntryKind } from '@saathi/shared';
import { associatesPrimaryKey } from '../associates';
import { usersPrimaryKey } from '../users';

/**
 * The wallet's ledger (docs/decisions/0076): append-only, one row per credit, debit, payout hold
 * or release. `net_paise` is what the balance moves by; earnings carry their gross and the TDS
 * withheld (section 194H). A month's batch credit is there once per associate and kind.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    associateId: integer('associate_id')
      .notNull()
      .references(associatesPrimaryKey, { onDelete: 'restrict' }),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    /** The earnings month, India time ("2026-11"); for other entries the month they happened. */
    month: text('month').notNull(),
    /** The financial year by its first calendar year (2026: April 2026 to March 2027). */
    financialYear: smallint('financial_year').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** The TDS rate applied, in basis points (200 = 2%), and whether a PAN was on file. */
    tdsRateBp: integer('tds_rate_bp').notNull().default(0),
    hasPan: boolean('has_pan').notNull().default(false),
    payoutId: integer('payout_id'),
    note: text('note'),
    createdBy: integer('created_by').references(usersPrimaryKey, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also serves an associate's year-to-date sums (a few rows each, filtered by year): a second
    // index on (associate, year) only slowed the closing's million inserts.
    index('wallet_entries_associate_idx').on(table.associateId, table.id),
    uniqueIndex('wallet_entries_batch_key')
      .on(table.associateId, table.month, table.kind)
      .where(sql`${table.kind} in ('LEVEL_COMMISSION', 'RANK_BONUS', 'ADJUSTMENT')`),
    index('wallet_entries_tds_idx')
      .on(table.month, table.id)
      .where(sql`${table.tdsPaise} > 0`),
    check('wallet_entries_net', sql`${table.netPaise} = ${table.grossPaise} - ${table.tdsPaise}`),
    check('wallet_entries_tds_nonnegative', sql`${table.tdsPaise} >= 0`),
  ],
);
export type WalletEntryRow = typeof walletEntries.$inferSelect;

/**
 * Each associate's balance, kept with every ledger row in the same transaction. A payout's hold
 * and an admin's debit lock this row and never take it below zero; only a closing's negative
 * adjustment may (the next credits make it good), so there is no check constraint.
 */
export const walletBalances = pgTable('wallet_balances', {
  associateId: integer('associate_id')
    .primaryKey()
    .references(associatesPrimaryKey, { onDelete: 'restrict' }),
  balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Withdrawals: one per PAYOUT request; the money is held in the ledger while it is open. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    associateId: integer('associate_id')
      .notNull()
      .references(associatesPrimaryKey, { onDelete: 'restrict' }),
    requestId: integer('request_id').notNull().unique(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('REQUESTED'),
    method: text('method').$type<'BANK_TRANSFER' | 'RAZORPAYX'>(),
    utr: text('utr'),
    /** X-Payout-Idempotency: made from the payout's id, so a retry finds the same payout. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerPayoutId: text('provider_payout_id').unique(),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_associate_idx').on(table.associateId, table.id),
    index('payouts_open_idx')
      .on(table.status, table.id)
      .where(sql`${table.status} in ('APPROVED', 'PROCESSING')`),
    check('payouts_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/** Approved KYC, one row per associate; a PAN belongs to one associate only. */
export const kycRecords = pgTable('kyc_records', {
  associateId: integer('associate_id')
    .primaryKey()
    .references(associatesPrimaryKey, { onDelete: 'restrict' }),
  pan: text('pan').notNull().unique(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  identityDocument: text('identity_document').notNull(),
  addressDocument: text('address_document').notNull(),
  requestId: integer('request_id').notNull(),
  approvedBy: integer('approved_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});
export type KycRow = typeof kycRecords.$inferSelect;

/**
 * Who uploaded each KYC document (stored privately as `kyc/<id>.webp`, decision 0097): its owner
 * may download it and name it in a KYC request; nobody else may do either.
 */
export const kycDocuments = pgTable('kyc_documents', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** TDS rates, threshold and minimum withdrawal, effective from a date (India time). */
export const payoutSettings = pgTable('payout_settings', {
  id: serial('id').primaryKey(),
  effectiveFrom: date('effective_from').notNull().unique(),
  tdsRateWithPanBp: integer('tds_rate_with_pan_bp').notNull(),
  tdsRateWithoutPanBp: integer('tds_rate_without_pan_bp').notNull(),
  tdsThresholdPaise: bigint('tds_threshold_paise', { mode: 'number' }).notNull(),
  minimumPayoutPaise: bigint('minimum_payout_paise', { mode: 'number' }).notNull(),
  deductorTan: text('deductor_tan').notNull().default(''),
  createdBy: integer('created_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PayoutSettingsRow = typeof payoutSettings.$inferSelect;
