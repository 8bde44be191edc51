import type { Db } from '../../../db/client';
import { shopLinkSignUps } from '../tables';

/** A new account made while this associate's link was the browser's: one of the link's sign-ups. */
export async function recordShopLinkSignUp(options: {
  db: Db;
  userId: number;
  associateId: number;
}) {
  await options.db
    .insert(shopLinkSignUps)
    .values({ userId: options.userId, associateId: options.associateId })
    .onConflictDoNothing();
}
