import type { Db } from '../db/client';
import type { Messenger } from '../platform/messaging/messenger';
import {
  findActiveAssociate,
  findAssociateByCode,
  recordCustomerSponsor,
  tellSponsorOfNewMember,
  type AssociateRow,
} from '../modules/associates';
import { recordShopLinkSignUp } from '../modules/shop-links';

/** What every sign-up flow needs to credit a new account to the associate who brought it. */
export interface Referral {
  messenger: Messenger;
  /** The company's name, for the sponsor's message. */
  company: string;
  /** The shop link's code from the browser's attribution cookie, unchecked (decision 0120). */
  linkCode?: string;
}

export interface ChosenSponsor {
  sponsor: AssociateRow | undefined;
  /** The sponsor is the shop link's owner: the account counts as one of the link's sign-ups. */
  isViaLink: boolean;
}

/**
 * The shop link a person came through, as a new account's sponsor: the cookie's code is checked
 * here, never trusted — a code that names no active associate is ignored.
 */
export async function sponsorFromLink(options: {
  db: Db;
  linkCode?: string;
}): Promise<ChosenSponsor> {
  const { db, linkCode } = options;
  const linked = linkCode
    ? (await findActiveAssociate({ db, code: linkCode }))?.associate
    : undefined;
  return { sponsor: linked, isViaLink: Boolean(linked) };
}

/**
 * Who sponsors a new account made with a form: the referral code typed in it, else the shop link
 * the person came through. Null when the typed code names no one (the caller decides: refuse, or
 * fall back).
 */
export async function chooseSponsor(options: {
  db: Db;
  typedCode?: string | null;
  linkCode?: string;
}): Promise<ChosenSponsor | null> {
  const { db, typedCode } = options;
  const fromLink = await sponsorFromLink(options);
  if (!typedCode) return fromLink;
  const typed = await findAssociateByCode({ db, code: typedCode });
  if (!typed) return null;
  return { sponsor: typed, isViaLink: typed.id === fromLink.sponsor?.id };
}

/**
 * After a new account is made, in its transaction: a sign-up through a link is counted for the
 * link, and the sponsor is told (the company's own node is not).
 */
export async function welcomeNewMember(
  referral: Referral & {
    db: Db;
    userId: number;
    chosen: ChosenSponsor;
    isAssociate: boolean;
  },
) {
  const { db, userId, chosen } = referral;
  const { sponsor, isViaLink } = chosen;
  if (!sponsor) return;
  if (isViaLink) await recordShopLinkSignUp({ db, userId, associateId: sponsor.id });
  await tellSponsorOfNewMember({
    db,
    messenger: referral.messenger,
    company: referral.company,
    sponsorId: sponsor.id,
    memberUserId: userId,
    isAssociate: referral.isAssociate,
    isViaLink,
  });
}

/** A new customer's referrer (their orders' BV is theirs, decision 0041), counted and told. */
export async function referNewCustomer(
  referral: Referral & { db: Db; userId: number; chosen: ChosenSponsor },
) {
  const { db, userId, chosen } = referral;
  if (chosen.sponsor) await recordCustomerSponsor({ db, userId, sponsorId: chosen.sponsor.id });
  await welcomeNewMember({ ...referral, isAssociate: false });
}
