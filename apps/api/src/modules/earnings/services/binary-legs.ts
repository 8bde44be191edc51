import { sql } from 'drizzle-orm';
import type { BinaryLegs, BinaryPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { findAssociateByUserId, getAssociateRefs } from '../../associates';
import { BINARY_TREE, pairUnits } from './compute-binary-month';
import { monthBounds } from './compute-month';
import { monthAt } from './periods';
import { findPlanForMonth } from './plans';
import { placePlanPositions } from './plan-month-sql';

type LegRow = { slot: string; head: number | null; members: string; month_bv: string };
type ClosingRow = {
  month: string;
  pairs: number;
  left_carry: string;
  right_carry: string;
  binary: string;
  matching: string;
};

/**
 * The signed-in associate's two legs under the binary plan in force this month (decision 0135):
 * who heads each, how many are in it, the volume carried in from the last committed month and
 * this month's confirmed BV so far, the pairs they make, and the last committed month's binary
 * and matching earnings. Someone who joined since the last closing is placed first, by the plan's
 * rule, exactly as the next closing would place them.
 */
export async function getBinaryLegs(options: {
  db: Db;
  userId: number;
  now?: Date;
}): Promise<BinaryLegs | null> {
  const { db, userId, now = new Date() } = options;
  const month = monthAt(now);
  const associate = await findAssociateByUserId({ db, userId });
  const row = associate && (await findPlanForMonth({ db, month }));
  if (!associate || row?.definition.type !== 'binary') return null;
  const plan: BinaryPlan = row.definition;
  await db.transaction((tx) => placePlanPositions(tx, BINARY_TREE, 2, plan.placement));
  const { start, end } = monthBounds(month);
  const legs = await queryRows<LegRow>(
    db,
    sql`with me as (select path, lane, depth from plan_positions
                    where tree = ${BINARY_TREE} and associate_id = ${associate.id}),
        below as (
          select p.associate_id, substr(p.lane, me.depth + 1, 1) as slot
          from plan_positions p, me
          where p.tree = ${BINARY_TREE} and p.path <@ me.path and p.depth > me.depth)
        select s.slot,
               (select c.associate_id from plan_positions c
                where c.tree = ${BINARY_TREE} and c.parent_id = ${associate.id}
                  and c.slot = s.slot::smallint) as head,
               (select count(*) from below b where b.slot = s.slot)::text as members,
               (select coalesce(sum(case t.type when 'CREDIT' then t.points else -t.points end), 0)
                from below b join bv_transactions t on t.associate_id = b.associate_id
                where b.slot = s.slot and t.status = 'CONFIRMED' and t.order_id is not null
                  and t.created_at >= ${start} and t.created_at < ${end})::text as month_bv
        from (values ('1'), ('2')) s(slot)`,
  );
  const [closing] = await queryRows<ClosingRow>(
    db,
    sql`select to_char(p.month, 'YYYY-MM') as month, coalesce(c.pairs, 0) as pairs,
               coalesce(c.left_carry_bv, 0)::text as left_carry,
               coalesce(c.right_carry_bv, 0)::text as right_carry,
               (select coalesce(sum(amount_paise), 0) from earnings_lines l
                where l.period_id = p.id and l.associate_id = ${associate.id}
                  and l.kind = 'BINARY_PAIR')::text as binary,
               (select coalesce(sum(amount_paise), 0) from earnings_lines l
                where l.period_id = p.id and l.associate_id = ${associate.id}
                  and l.kind = 'MATCHING_BONUS')::text as matching
        from earnings_periods p
        left join binary_carry c on c.period_id = p.id and c.associate_id = ${associate.id}
        where p.status = 'COMMITTED' and p.month < ${`${month}-01`}::date
        order by p.month desc limit 1`,
  );
  const refs = await getAssociateRefs({
    db,
    ids: legs.flatMap((leg) => (leg.head ? [leg.head] : [])),
  });
  const legOf = (slot: '1' | '2', carriedBv: number) => {
    const leg = legs.find((found) => found.slot === slot)!;
    const head = leg.head ? refs.get(leg.head) : undefined;
    return {
      head: head ? { name: head.name, referralCode: head.referralCode } : null,
      members: Number(leg.members),
      carriedBv,
      monthBv: Number(leg.month_bv),
    };
  };
  const left = legOf('1', Number(closing?.left_carry ?? 0));
  const right = legOf('2', Number(closing?.right_carry ?? 0));
  const units = pairUnits(plan);
  return {
    month,
    planName: plan.name,
    ratio: plan.ratio,
    left,
    right,
    pairsSoFar: Math.max(
      0,
      Math.min(
        Math.floor((left.carriedBv + left.monthBv) / units.left),
        Math.floor((right.carriedBv + right.monthBv) / units.right),
      ),
    ),
    lastClosing: closing
      ? {
          month: closing.month,
          pairs: closing.pairs,
          leftCarryBv: Number(closing.left_carry),
          rightCarryBv: Number(closing.right_carry),
          binaryPaise: Number(closing.binary),
          matchingPaise: Number(closing.matching),
        }
      : null,
  };
}
