import type { Db } from '../../../db/client';
import { acceptAgreement } from '../services/acceptances';
import { getCurrentAgreement } from '../services/agreement-versions';

/**
 * Labels a demo associate's acceptance as demo data, as their "demo" usernames do (decision
 * 0117): no real person accepted it, so its record says so instead of an address and browser.
 */
export const DEMO_ACCEPTANCE_CLIENT = {
  ip: 'demo',
  userAgent: 'Demo data: seeded with the demo business, not accepted by a person',
} as const;

/**
 * The demo business's associates have accepted the agreement in force (decision 0146), so a
 * demo sign-in opens the portal rather than the accept screen.
 */
export async function acceptAgreementForDemo({ db, userId }: { db: Db; userId: number }) {
  const current = await getCurrentAgreement({ db });
  await acceptAgreement({ db, userId, versionId: current.id, client: DEMO_ACCEPTANCE_CLIENT });
}
