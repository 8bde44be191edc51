import { sql } from 'drizzle-orm';
import type { Clawback } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { findAssociateByUserId } from '../../associates';
import { readOrderLabels } from '../../orders';

const SHOWN = 100;

/**
 * The signed-in associate's clawbacks in committed months, newest first, with the order each
 * took back (decision 0133): their statement shows why a month paid less.
 */
export async function listClawbacks(options: { db: Db; userId: number }): Promise<Clawback[]> {
  const { db, userId } = options;
  const associate = await findAssociateByUserId({ db, userId });
  if (!associate) return [];
  const rows = await queryRows<{
    month: string;
    order_id: number;
    level: number | null;
    points: string;
    amount_paise: string;
  }>(
    db,
    sql`select to_char(p.month, 'YYYY-MM') as month, l.source_order_id as order_id, l.level,
               l.points, l.amount_paise
        from earnings_periods p
        join earnings_lines l on l.period_id = p.id and l.associate_id = ${associate.id}
        where p.status = 'COMMITTED' and l.kind = 'CLAWBACK'
        order by p.month desc, l.source_order_id, l.level limit ${SHOWN}`,
  );
  const orders = await readOrderLabels({ db, orderIds: [...new Set(rows.map((r) => r.order_id))] });
  return rows.map((row) => ({
    month: row.month,
    orderNumber: orders.get(row.order_id)?.number ?? `#${row.order_id}`,
    level: row.level,
    points: Number(row.points),
    amountPaise: Number(row.amount_paise),
  }));
}
