import type { Db } from '../db/client';
import { eraseAddresses } from '../modules/addresses';
import { findAssociateByUserId } from '../modules/associates';
import { revokeAccessTokens, revokeUserSessions } from '../modules/auth';
import { emptyCart } from '../modules/cart';
import { eraseLeadsOfPerson } from '../modules/contacts';
import { eraseNotificationsOf } from '../modules/notifications';
import { listShopperOrders } from '../modules/orders';
import { closeDataRequest, lockOpenDataRequest } from '../modules/privacy';
import { anonymiseUser, findUserById } from '../modules/users';
import { emptyWishlist } from '../modules/wishlist';
import { AppError } from '../platform/errors';

/** What erasure keeps and the law that keeps it (decision 0130; DPDP Act s.8(7), s.17(2)). */
const KEPT = {
  orders:
    'Orders and their tax invoices and credit notes, with the name and address printed on them: ' +
    'kept for 72 months from the due date of the annual return of their year (CGST Act s.36, ' +
    'CGST Rules r.56).',
  associate:
    'The direct-seller record (KYC, agreement, place in the network, BV and wallet ledgers, TDS ' +
    'deducted): kept under the Consumer Protection (Direct Selling) Rules 2021 r.5 and the ' +
    'Income-tax Act s.194H/s.200 (TDS returns, Form 16A). The node stays in the tree, shown as ' +
    '"Erased person", so the sponsors and the downline keep their places.',
  consents: 'The consent ledger, as proof of what was consented to and when (DPDP Act s.6(10)).',
};

/**
 * Erases a person on their open ERASURE request, in one transaction: their addresses, cart,
 * wishlist, notifications and leads go, the person record is anonymised and closed (every session
 * and access token ends), and the request is closed with what was removed and what is kept, and
 * why. The caller applies the returned revocation to this process once committed.
 */
export async function erasePersonalData({ db, requestId }: { db: Db; requestId: number }) {
  return db.transaction(async (tx) => {
    // Read and check.
    const asked = await lockOpenDataRequest({ db: tx, id: requestId });
    const userId = asked.userId;
    if (asked.kind !== 'ERASURE') {
      throw new AppError('CONFLICT', 'This is not an erasure request');
    }
    const user = await findUserById({ db: tx, id: userId });
    const associate = await findAssociateByUserId({ db: tx, userId });
    const { total: orderCount } = await listShopperOrders({ db: tx, userId, page: 1, limit: 1 });

    // Write.
    const addressCount = await eraseAddresses({ db: tx, userId });
    await emptyCart({ db: tx, userId });
    await emptyWishlist({ db: tx, userId });
    await eraseNotificationsOf({ db: tx, userId });
    const leadCount = await eraseLeadsOfPerson({
      db: tx,
      email: user.primaryEmail,
      mobile: user.primaryPhone,
    });
    await anonymiseUser({ db: tx, userId });
    await revokeUserSessions({ db: tx, userId });
    const revocation = await revokeAccessTokens({ db: tx, userId, reason: 'deactivated' });

    const kept = [
      ...(orderCount > 0 ? [KEPT.orders] : []),
      ...(associate ? [KEPT.associate] : []),
      KEPT.consents,
    ];
    const outcome = [
      `Removed: name, contacts, birth date, photo and password; ${addressCount} address(es), the ` +
        `cart, the wishlist, the notifications and ${leadCount} lead(s). The account is closed.`,
      ...kept.map((line) => `Kept: ${line}`),
    ].join('\n');
    const request = await closeDataRequest({ db: tx, id: requestId, status: 'DONE', outcome });
    return { request, revocation };
  });
}
