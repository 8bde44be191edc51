import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { associates, type AssociateRow } from '../tables';
import { lockGenealogyAt } from './genealogy-lock';
import { labelOf } from './paths';
import { openPlacements } from './placement-history';
import { shiftAncestorCounters } from './tree-counters';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are read aloud

const randomCode = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function freeReferralCode(db: Db, prefix: string) {
  for (let attempt = 0; ; attempt += 1) {
    const code = randomCode(prefix);
    const [taken] = await db
      .select({ id: associates.id })
      .from(associates)
      .where(eq(associates.referralCode, code));
    if (!taken || attempt >= 5) return code;
  }
}

/**
 * Places a new associate under its sponsor (placement parent = sponsor, decision 0009) and counts
 * it in every ancestor's kept counters, all in the caller's transaction under the genealogy lock.
 * Without a sponsor it becomes the top of the tree (the company's node).
 */
export async function createAssociate(options: {
  db: Db;
  userId: number;
  sponsor: Pick<AssociateRow, 'id'> | null;
  prefix: string;
  rank?: string;
}): Promise<AssociateRow> {
  const { userId, sponsor, prefix, rank } = options;
  return options.db.transaction(async (db) => {
    const at = await lockGenealogyAt(db);
    // Read after the lock: a move that committed meanwhile may have changed the sponsor's path.
    const [parent] = sponsor
      ? await db.select().from(associates).where(eq(associates.id, sponsor.id))
      : [];
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('associates', 'id'))::int as id`,
    );
    const path = parent ? `${parent.path}.${labelOf(id)}` : labelOf(id);
    const [created] = await db
      .insert(associates)
      .values({
        id,
        userId,
        referralCode: await freeReferralCode(db, prefix),
        sponsorId: parent?.id ?? null,
        parentId: parent?.id ?? null,
        path,
        joinedAt: at,
        ...(rank ? { rank } : {}),
      })
      .returning();
    await openPlacements({ db, path, since: at });
    if (parent) {
      await shiftAncestorCounters({
        db,
        ancestorPath: parent.path,
        histogram: new Map([[0, 1]]),
        groupBv: 0,
        sign: 1,
      });
    }
    return created!;
  });
}
