import { and, gte, lt } from 'drizzle-orm';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_DONE_STATUSES,
  type GrievanceReportRow,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { grievances } from '../tables';
import { IST_OFFSET_MS } from './grievance-time';

/** The month's bounds in India: 2026-11 is 1 Nov 00:00 IST to 1 Dec 00:00 IST. */
function monthBounds(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** This month in India, as 2026-11. */
export const currentMonth = (now = new Date()) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

const emptyRow = (category: string): GrievanceReportRow => ({
  category,
  received: 0,
  acknowledgedInTime: 0,
  resolved: 0,
  resolvedInTime: 0,
  open: 0,
});

/**
 * The monthly report the grievance officer keeps (decision 0126): grievances received in the
 * month, by category, with how many were acknowledged and resolved within their deadlines and
 * how many are still open; the last row is the total.
 */
export async function reportGrievances({ db, month }: { db: Db; month: string }) {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select()
    .from(grievances)
    .where(and(gte(grievances.createdAt, from), lt(grievances.createdAt, to)));
  const byCategory = new Map(
    GRIEVANCE_CATEGORIES.map((category) => [category, emptyRow(category)]),
  );
  const total = emptyRow('total');
  for (const row of rows) {
    const isResolved = row.resolvedAt !== null;
    for (const line of [byCategory.get(row.category)!, total]) {
      line.received += 1;
      if (row.acknowledgedAt && row.acknowledgedAt <= row.acknowledgeBy)
        line.acknowledgedInTime += 1;
      if (isResolved) line.resolved += 1;
      if (isResolved && row.resolvedAt! <= row.resolveBy) line.resolvedInTime += 1;
      if (!GRIEVANCE_DONE_STATUSES.includes(row.status)) line.open += 1;
    }
  }
  return { month, rows: [...byCategory.values(), total] };
}

export const GRIEVANCE_REPORT_COLUMNS = [
  { key: 'category', header: 'Category' },
  { key: 'received', header: 'Received' },
  { key: 'acknowledgedInTime', header: 'Acknowledged within deadline' },
  { key: 'resolved', header: 'Resolved' },
  { key: 'resolvedInTime', header: 'Resolved within deadline' },
  { key: 'open', header: 'Open' },
] as const;
