import type { Db } from '../../db/client';
import { createTestAssociate } from './people';

type TestAssociate = Awaited<ReturnType<typeof createTestAssociate>>;

/**
 * Associates placed one under the other from the company's node (the first name's initial is
 * each one's key): `['Asha', 'Bala']` is root ─ A ─ B.
 */
export async function createAssociateChain(db: Db, firstNames: readonly string[]) {
  const chain: Record<string, TestAssociate> = {};
  let sponsor: TestAssociate | undefined;
  for (const firstName of firstNames) {
    sponsor = await createTestAssociate(db, { sponsor: sponsor?.node, firstName });
    chain[firstName[0]!] = sponsor;
  }
  return chain;
}
