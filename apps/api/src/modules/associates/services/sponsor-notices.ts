import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Messenger } from '../../../platform/messaging/messenger';
import { getMessageDestinations, getUserViews } from '../../users';
import { associates } from '../tables';
import { displayName } from './find-associates';

// Sponsors in the loop (issue 31, decision 0121): the sponsor hears through the outbox (e-mail or
// SMS at the address they sign in with) when someone joins under them and when a member they
// sponsored reaches a rank. The company's own node (the one without a parent) is never written to.

const nameOf = async (db: Db, userIds: number[]) => {
  const views = await getUserViews({ db, ids: userIds });
  return (userId: number) => {
    const view = views.get(userId);
    return view ? displayName(view) : 'A new member';
  };
};

/** Someone joined under this sponsor: an associate placed under them, or a customer they referred. */
export async function tellSponsorOfNewMember(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  sponsorId: number;
  memberUserId: number;
  isAssociate: boolean;
  isViaLink: boolean;
}) {
  const { db, messenger, company, memberUserId } = options;
  const [sponsor] = await db.select().from(associates).where(eq(associates.id, options.sponsorId));
  if (!sponsor || sponsor.parentId === null) return;
  const to = (await getMessageDestinations({ db, ids: [sponsor.userId] })).get(sponsor.userId);
  if (!to) return;
  const name = (await nameOf(db, [memberUserId]))(memberUserId);
  const how = options.isViaLink ? 'through your shop link' : 'with your referral code';
  await messenger.enqueue(
    options.isAssociate
      ? {
          ...to,
          subject: `${company}: ${name} joined your network`,
          body: `${name} joined ${company} as an associate ${how} and is now in your network. You can see them under My network.`,
        }
      : {
          ...to,
          subject: `${company}: ${name} signed up ${how}`,
          body: `${name} signed up at ${company} as a customer ${how}. The business value of their orders is credited to you.`,
        },
    { db },
  );
}

export interface RankRise {
  associateId: number;
  rankName: string;
}

/**
 * Members who reached a rank in a month (a closing's commit): each one's sponsor is told, in one
 * statement for the lot.
 */
export async function tellSponsorsOfRanks(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  /** The month in words, "April 2026". */
  month: string;
  rises: RankRise[];
}) {
  const { db, messenger, company, month, rises } = options;
  if (rises.length === 0) return 0;
  const members = await db
    .select({ id: associates.id, userId: associates.userId, sponsorId: associates.sponsorId })
    .from(associates)
    .where(
      inArray(
        associates.id,
        rises.map((rise) => rise.associateId),
      ),
    );
  const sponsorIds = [...new Set(members.map((member) => member.sponsorId))].filter(
    (id): id is number => id !== null,
  );
  const sponsors = sponsorIds.length
    ? await db
        .select({ id: associates.id, userId: associates.userId, parentId: associates.parentId })
        .from(associates)
        .where(inArray(associates.id, sponsorIds))
    : [];
  const sponsorById = new Map(
    sponsors.filter((sponsor) => sponsor.parentId !== null).map((sponsor) => [sponsor.id, sponsor]),
  );
  const [destinations, nameOfUser] = await Promise.all([
    getMessageDestinations({ db, ids: [...sponsorById.values()].map((sponsor) => sponsor.userId) }),
    nameOf(
      db,
      members.map((member) => member.userId),
    ),
  ]);
  const memberById = new Map(members.map((member) => [member.id, member]));
  const messages = rises.flatMap(({ associateId, rankName }) => {
    const member = memberById.get(associateId);
    const sponsor = member?.sponsorId ? sponsorById.get(member.sponsorId) : undefined;
    const to = sponsor && destinations.get(sponsor.userId);
    if (!member || !to) return [];
    const name = nameOfUser(member.userId);
    return [
      {
        ...to,
        subject: `${company}: ${name} reached ${rankName}`,
        body: `${name}, whom you sponsored at ${company}, reached the rank ${rankName} in ${month}.`,
      },
    ];
  });
  await messenger.enqueueMany(messages, { db });
  return messages.length;
}
