import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EarningsKind, EarningsPeriodStatus, EarningsPlanDefinition } from '@saathi/shared';
import { ltree } from '../associates';
import { usersPrimaryKey } from '../users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Compensation plan versions (docs/decisions/0070): the definition is data, checked by the shared
 * schema; the version in force for a month is the latest one effective from that month or before.
 */
export const earningsPlans = pgTable(
  'earnings_plans',
  {
    id: serial('id').primaryKey(),
    /** First day of the month the version takes effect from. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    definition: jsonb('definition').$type<EarningsPlanDefinition>().notNull(),
    /** Counts edits: a draft computed under an older version of this row is stale. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(usersPrimaryKey),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('earnings_plans_effective_idx').on(table.effectiveFrom, table.id)],
);
export type EarningsPlanRow = typeof earningsPlans.$inferSelect;

/**
 * One computed month (decision 0071): a DRAFT replaced by each compute until it is COMMITTED
 * (once, by a conditional update), with its totals. A simulation writes a SIMULATION row inside a
 * transaction that is always rolled back, so it never lands.
 */
export const earningsPeriods = pgTable(
  'earnings_periods',
  {
    id: serial('id').primaryKey(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').$type<EarningsPeriodStatus | 'SIMULATION'>().notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => earningsPlans.id),
    /** The plan row's version when computed: a later edit makes the draft stale. */
    planVersion: integer('plan_version').notNull(),
    salesBv: bigint('sales_bv', { mode: 'number' }).notNull().default(0),
    earners: integer('earners').notNull().default(0),
    levelPaise: bigint('level_paise', { mode: 'number' }).notNull().default(0),
    bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull().default(0),
    adjustmentPaise: bigint('adjustment_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    computedAt: at('computed_at').notNull().defaultNow(),
    computedBy: integer('computed_by').references(usersPrimaryKey),
    committedAt: at('committed_at'),
    committedBy: integer('committed_by').references(usersPrimaryKey),
  },
  (table) => [
    uniqueIndex('earnings_periods_month_key')
      .on(table.month)
      .where(sql`${table.status} <> 'SIMULATION'`),
  ],
);
export type EarningsPeriodRow = typeof earningsPeriods.$inferSelect;

/**
 * Where each rupee came from: one line per beneficiary, level and source associate (whose
 * confirmed order BV of the month it is a share of: the orders are that associate's confirmed
 * ledger rows of the month, decision 0071), and one RANK_BONUS line per qualified associate.
 */
export const earningsLines = pgTable(
  'earnings_lines',
  {
    /** No foreign key: millions of lines per month, written and replaced set-based. */
    periodId: integer('period_id').notNull(),
    associateId: integer('associate_id').notNull(),
    kind: text('kind').$type<EarningsKind>().notNull(),
    level: smallint('level'),
    sourceAssociateId: integer('source_associate_id'),
    /** CLAWBACK lines: the returned order whose paid share is taken back (decision 0133). */
    sourceOrderId: integer('source_order_id'),
    points: bigint('points', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [index('earnings_lines_associate_idx').on(table.periodId, table.associateId)],
);

/** Each earner's month: personal and group BV, the rank reached and the totals by kind. */
export const earningsSummaries = pgTable(
  'earnings_summaries',
  {
    /** No foreign key: millions of lines per month, written and replaced set-based. */
    periodId: integer('period_id').notNull(),
    associateId: integer('associate_id').notNull(),
    personalBv: bigint('personal_bv', { mode: 'number' }).notNull(),
    groupBv: bigint('group_bv', { mode: 'number' }).notNull(),
    rankCode: text('rank_code'),
    levelPaise: bigint('level_paise', { mode: 'number' }).notNull(),
    bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull(),
    adjustmentPaise: bigint('adjustment_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('earnings_summaries_key').on(table.periodId, table.associateId),
    index('earnings_summaries_total_idx').on(table.periodId, table.totalPaise.desc()),
  ],
);

/**
 * Where each associate sits in a plan's own tree (decisions 0135, 0136): 'binary' (two slots,
 * 1 = left, 2 = right) or 'matrix-<width>'. Filled in join order by place_plan_positions (the
 * migration's function), so the sponsor genealogy and its reads stay untouched. `lane` is the
 * slots from the top ('121'): same-depth lanes sort left to right, and an ancestor's leg is the
 * lane's character at the ancestor's depth + 1.
 */
export const planPositions = pgTable(
  'plan_positions',
  {
    tree: text('tree').notNull(),
    associateId: integer('associate_id').notNull(),
    parentId: integer('parent_id'),
    slot: smallint('slot'),
    depth: integer('depth').notNull(),
    lane: text('lane').notNull(),
    path: ltree('path').notNull(),
    children: smallint('children').notNull().default(0),
    /** Positions in this one's subtree, itself included: the weaker leg is the smaller child. */
    size: integer('size').notNull().default(1),
    /**
     * The least depth in this one's subtree of a position with a free slot: breadth-first
     * spillover walks down to it (decision 0147) instead of scanning the subtree.
     */
    openDepth: integer('open_depth').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tree, table.associateId] }),
    uniqueIndex('plan_positions_slot_key').on(table.tree, table.parentId, table.slot),
    index('plan_positions_lane_idx').on(table.tree, table.depth, table.lane),
    index('plan_positions_path_idx').using('gist', table.path),
  ],
);

/**
 * A binary month per associate: the legs' BV of the month, the pairs matched and the volume
 * carried out of it. The next month starts from the latest COMMITTED period's carry, so a
 * recompute of an open month is deterministic; a draft's rows go with the draft.
 */
export const binaryCarry = pgTable(
  'binary_carry',
  {
    periodId: integer('period_id').notNull(),
    associateId: integer('associate_id').notNull(),
    leftBv: bigint('left_bv', { mode: 'number' }).notNull(),
    rightBv: bigint('right_bv', { mode: 'number' }).notNull(),
    pairs: integer('pairs').notNull(),
    leftCarryBv: bigint('left_carry_bv', { mode: 'number' }).notNull(),
    rightCarryBv: bigint('right_carry_bv', { mode: 'number' }).notNull(),
    /** Months in a row without a pair: the flush rule's clock. */
    idleMonths: smallint('idle_months').notNull(),
  },
  (table) => [primaryKey({ columns: [table.periodId, table.associateId] })],
);
