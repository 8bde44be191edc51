import { sql, type SQL } from 'drizzle-orm';
import type { Earner, EarningsPlanDefinition, EarningsReport } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { getAssociateRefs } from '../../associates';
import { toPeriod } from './periods';
import type { EarningsPeriodRow } from '../tables';

const TOP = 10;
/** Upper bounds (paise, exclusive) of the distribution's bands; the last band is open. */
const BANDS = [
  { below: 1, label: 'Nothing or a claw-back' },
  { below: 50_000, label: 'Up to ₹500' },
  { below: 200_000, label: '₹500 – ₹2,000' },
  { below: 1_000_000, label: '₹2,000 – ₹10,000' },
  { below: 5_000_000, label: '₹10,000 – ₹50,000' },
  { below: Infinity, label: 'Above ₹50,000' },
] as const;

type SummaryRow = {
  associate_id: number;
  personal_bv: string;
  group_bv: string;
  rank_code: string | null;
  level_paise: string;
  bonus_paise: string;
  adjustment_paise: string;
  total_paise: string;
  previous_paise: string | null;
};

async function toEarners(db: Db, rows: SummaryRow[], plan: EarningsPlanDefinition) {
  const refs = await getAssociateRefs({ db, ids: rows.map((row) => row.associate_id) });
  const rankNames = new Map(plan.ranks.map((rank) => [rank.code, rank.name]));
  return rows.map((row): Earner => ({
    associateId: row.associate_id,
    name: refs.get(row.associate_id)?.name ?? '',
    referralCode: refs.get(row.associate_id)?.referralCode ?? '',
    rankName: row.rank_code ? (rankNames.get(row.rank_code) ?? row.rank_code) : null,
    personalBv: Number(row.personal_bv),
    groupBv: Number(row.group_bv),
    levelPaise: Number(row.level_paise),
    bonusPaise: Number(row.bonus_paise),
    adjustmentPaise: Number(row.adjustment_paise),
    totalPaise: Number(row.total_paise),
    previousPaise: row.previous_paise === null ? null : Number(row.previous_paise),
  }));
}

const columns = (current: string, previous: string) =>
  sql.raw(`coalesce(${current}.associate_id, ${previous}.associate_id) as associate_id,
    coalesce(${current}.personal_bv, 0) as personal_bv, coalesce(${current}.group_bv, 0) as group_bv,
    ${current}.rank_code, coalesce(${current}.level_paise, 0) as level_paise,
    coalesce(${current}.bonus_paise, 0) as bonus_paise,
    coalesce(${current}.adjustment_paise, 0) as adjustment_paise,
    coalesce(${current}.total_paise, 0) as total_paise, ${previous}.total_paise as previous_paise`);

const previousOf = (previousId: number | null) =>
  previousId === null ? sql`null::int` : sql`${previousId}`;

/** Totals, the distribution by band and the top earners of a computed (or simulated) period. */
export async function buildReport(options: {
  db: Db;
  period: EarningsPeriodRow;
  plan: EarningsPlanDefinition;
  previousId?: number | null;
}): Promise<EarningsReport> {
  const { db, period, plan, previousId = null } = options;
  const bands = await queryRows<{ band: number; earners: number; paise: string }>(
    db,
    sql`select width_bucket(total_paise, ${sql.param(
      BANDS.slice(0, -1).map((band) => band.below),
    )}::bigint[]) as band, count(*)::int as earners, sum(total_paise)::text as paise
        from earnings_summaries where period_id = ${period.id} and total_paise <> 0 group by 1`,
  );
  const top = await queryRows<SummaryRow>(
    db,
    sql`select ${columns('s', 'p')}
        from (select * from earnings_summaries where period_id = ${period.id}
              order by total_paise desc, associate_id limit ${TOP}) s
        left join earnings_summaries p
          on p.period_id = ${previousOf(previousId)} and p.associate_id = s.associate_id
        order by s.total_paise desc, s.associate_id`,
  );
  return {
    month: toPeriod(period).month,
    planId: period.planId,
    planName: plan.name,
    totals: toPeriod(period).totals,
    distribution: BANDS.map((band, index) => {
      const found = bands.find((row) => row.band === index);
      return {
        label: band.label,
        earners: found?.earners ?? 0,
        totalPaise: Number(found?.paise ?? 0),
      };
    }),
    topEarners: await toEarners(db, top, plan),
  };
}

/** The associates whose earnings moved most against the month before. */
export async function findBiggestChanges(options: {
  db: Db;
  periodId: number;
  previousId: number;
  plan: EarningsPlanDefinition;
}) {
  const { db, periodId, previousId, plan } = options;
  const of = (id: number): SQL => sql`(select * from earnings_summaries where period_id = ${id})`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${columns('c', 'p')}
        from ${of(periodId)} c full join ${of(previousId)} p on p.associate_id = c.associate_id
        order by abs(coalesce(c.total_paise, 0) - coalesce(p.total_paise, 0)) desc, 1
        limit ${TOP}`,
  );
  return toEarners(db, rows, plan);
}
