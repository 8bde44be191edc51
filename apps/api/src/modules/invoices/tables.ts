import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ordersPrimaryKey } from '../orders';
import type { StoredDocument } from './services/stored-document';
import type { CreditNote, TaxInvoice } from './services/types';

/**
 * One tax invoice per order, issued when the order becomes PLACED (decision 0060), with the
 * document as computed kept whole: a later change to the catalogue, the company or the order
 * never changes an issued invoice. `order_line_ids[i]` is the order line of invoice line i + 1.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    serial: text('serial').notNull(),
    /** The year of the financial year's 1 April (2026 for 2026-27), India time. */
    financialYear: integer('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    grandTotalPaise: bigint('grand_total_paise', { mode: 'number' }).notNull(),
    orderLineIds: jsonb('order_line_ids').$type<number[]>().notNull(),
    document: jsonb('document').$type<StoredDocument<TaxInvoice>>().notNull(),
  },
  (table) => [
    uniqueIndex('tax_invoices_order_key').on(table.orderId),
    uniqueIndex('tax_invoices_serial_key').on(table.serial),
    index('tax_invoices_issued_at_idx').on(table.issuedAt),
  ],
);

/** Credit notes against a tax invoice (returns, refunds, a cancellation), oldest first by id. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxInvoices.id),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    serial: text('serial').notNull(),
    financialYear: integer('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    grandTotalPaise: bigint('grand_total_paise', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<StoredDocument<CreditNote>>().notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_serial_key').on(table.serial),
    index('credit_notes_invoice_idx').on(table.invoiceId, table.id),
    index('credit_notes_order_idx').on(table.orderId),
    index('credit_notes_issued_at_idx').on(table.issuedAt),
  ],
);

/**
 * Orders that owe their tax invoice: written in the transaction that makes an order PLACED and
 * taken by the statement that issues the invoice, right after that transaction commits (decision
 * 0093). A row older than a minute is an invoice a crash left unissued: a job issues it. Taking a
 * row is how issuing and cancelling agree on whether an invoice exists: whichever takes it first.
 */
export const invoiceRequests = pgTable('invoice_requests', {
  orderId: integer('order_id').primaryKey().references(ordersPrimaryKey),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last serial number given per series (TAX_INVOICE, CREDIT_NOTE) and financial year. Taken
 * with an upsert inside the issuing transaction: the row stays locked until commit, so numbers
 * are consecutive (a rolled-back issue gives its number back) and never given twice.
 */
export const documentSerialCounters = pgTable(
  'document_serial_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    financialYear: integer('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

export type DocumentSeries = 'TAX_INVOICE' | 'CREDIT_NOTE';
