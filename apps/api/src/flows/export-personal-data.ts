import type { Db } from '../db/client';
import { listAddresses } from '../modules/addresses';
import { findAssociateByUserId } from '../modules/associates';
import { getBvPoints } from '../modules/business-values';
import { listLeadsOfPerson } from '../modules/contacts';
import { listOrderTaxDocuments } from '../modules/invoices';
import { listShopperOrders } from '../modules/orders';
import { listConsentEvents, listConsents, listOwnDataRequests } from '../modules/privacy';
import { readOrderReturns } from '../modules/returns';
import { getShopLinkFigures } from '../modules/shop-links';
import { getUserById } from '../modules/users';
import {
  findKyc,
  getPaymentSummary,
  listPaymentHistory,
  maskAccountNumber,
} from '../modules/wallet';

/** More than any one person holds; the export is whole, never a page. */
const ALL = 100_000;

/**
 * Everything held about one person (DPDP Act s.11(1): a summary of the data and of what was done
 * with it), read through each module's own services in one snapshot: profile, addresses, orders
 * with their invoices and returns, consents and requests, leads, and for an associate the BV
 * ledger, wallet, KYC status (never the documents) and shop-link figures. Only the person's own
 * rows: every read is keyed by their id (decision 0130).
 */
export async function exportPersonalData({ db, userId }: { db: Db; userId: number }) {
  return db.transaction(async (tx) => {
    const user = await getUserById({ db: tx, id: userId });
    const profile = {
      id: user.id,
      firstName: user.firstName,
      midName: user.midName,
      lastName: user.lastName,
      username: user.username,
      email: user.primaryEmail,
      phone: user.primaryPhone,
      alternateEmails: user.alternateEmails,
      alternatePhones: user.alternatePhones,
      gender: user.gender,
      dob: user.dob,
      roles: user.roles,
      preferredLanguage: user.preferredLanguage,
      createdAt: user.createdAt.toISOString(),
    };
    const addresses = await listAddresses({ db: tx, userId });
    const { items } = await listShopperOrders({ db: tx, userId, page: 1, limit: ALL });
    const orders = [];
    for (const order of items) {
      const documents = await listOrderTaxDocuments({ db: tx, orderId: order.id });
      const { returns } = await readOrderReturns({
        db: tx,
        orderId: order.id,
        reader: 'SHOPPER',
        userId,
      });
      orders.push({ ...order, taxDocuments: documents, returns });
    }
    const leads = await listLeadsOfPerson({
      db: tx,
      email: user.primaryEmail,
      mobile: user.primaryPhone,
    });
    return {
      exportedAt: new Date().toISOString(),
      profile,
      addresses,
      orders,
      consents: await listConsents({ db: tx, userId }),
      consentLedger: await listConsentEvents({ db: tx, userId }),
      dataRequests: await listOwnDataRequests({ db: tx, userId }),
      leads,
      associate: await readAssociateData(tx, userId),
    };
  });
}

/** The associate's part, or null for a shopper. */
async function readAssociateData(db: Db, userId: number) {
  const associate = await findAssociateByUserId({ db, userId });
  if (!associate) return null;
  const kyc = await findKyc({ db, associateId: associate.id });
  const viewer = { userId, isAdmin: false };
  return {
    associateId: associate.id,
    referralCode: associate.referralCode,
    sponsorId: associate.sponsorId,
    parentId: associate.parentId,
    rank: associate.rank,
    joinedAt: associate.joinedAt.toISOString(),
    businessValue: await getBvPoints({
      db,
      viewer,
      userId,
      page: 1,
      size: ALL,
      sort: 'date',
      band: 'all',
    }),
    wallet: {
      summary: await getPaymentSummary({ db, associateId: associate.id }),
      entries: (
        await listPaymentHistory({
          db,
          associateId: associate.id,
          page: 1,
          limit: ALL,
          history: 'all',
        })
      ).items,
    },
    // The approved details, the account number masked; the document images stay private (0097).
    kyc: kyc
      ? {
          status: 'APPROVED',
          pan: kyc.pan,
          accountHolderName: kyc.accountHolderName,
          accountNumber: maskAccountNumber(kyc.accountNumber),
          ifsc: kyc.ifsc,
          approvedAt: kyc.approvedAt.toISOString(),
        }
      : null,
    shopLink: await getShopLinkFigures({ db, userId }),
  };
}
