import { inArray } from 'drizzle-orm';
import { intlLocale, type Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import { messagesIn } from '../../../platform/message-language';
import type { Messenger } from '../../../platform/messaging/messenger';
import { addNotifications } from '../../notifications';
import { getCompanySettings } from '../../settings';
import { getMessageDestinations, getUserViews } from '../../users';
import { associates } from '../tables';
import { displayName } from './find-associates';
import { idsOfPath } from './paths';

// Sponsors in the loop (issue 31, decision 0121): the sponsor hears through the outbox (e-mail or
// SMS at the address they sign in with) when someone joins under them and when a member they
// sponsored reaches a rank. The company's own node (the one without a parent) is never written to.
// Each recipient reads it in the language of their profile (decision 0167).

/** A person's name; null when they have no profile to name (a recipient's words stand in). */
const nameOf = async (db: Db, userIds: number[]) => {
  const views = await getUserViews({ db, ids: userIds });
  return (userId: number) => {
    const view = views.get(userId);
    return view ? displayName(view) : null;
  };
};

/** "2026-04" as "April 2026" (or "अप्रैल 2026"), in the reader's language. */
const monthIn = (month: string, language: Language | null) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString(intlLocale(language ?? 'en'), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface Recipient {
  userId: number;
  /** Null for the sponsor; else the sponsor's name (an upline member hears whose member it is). */
  via: string | null;
}

/**
 * Who hears of a sponsor's member (decision 0134): the sponsor and, up to the company's
 * `sponsorNoticeUplineDepth`, the sponsor's placement upline nearest first — never the company's
 * node (the top of every path) — each with their message address.
 */
async function recipientsOf(db: Db, sponsorIds: number[]) {
  const byId = new Map<number, Recipient[]>();
  if (sponsorIds.length === 0) return byId;
  const depth = (await getCompanySettings({ db })).sponsorNoticeUplineDepth;
  const sponsors = await db
    .select({ id: associates.id, userId: associates.userId, path: associates.path })
    .from(associates)
    .where(inArray(associates.id, sponsorIds));
  const uplineOf = (path: string) => idsOfPath(path).slice(1, -1).reverse().slice(0, depth);
  const uplineIds = [...new Set(sponsors.flatMap((sponsor) => uplineOf(sponsor.path)))];
  const upline = uplineIds.length
    ? await db
        .select({ id: associates.id, userId: associates.userId })
        .from(associates)
        .where(inArray(associates.id, uplineIds))
    : [];
  const userOf = new Map(upline.map((row) => [row.id, row.userId] as const));
  const nameOfUser = await nameOf(db, depth > 0 ? sponsors.map((sponsor) => sponsor.userId) : []);
  for (const sponsor of sponsors) {
    // The company's own node (a path of one label) has no one to tell.
    if (!sponsor.path.includes('.')) continue;
    const via = nameOfUser(sponsor.userId) ?? '';
    byId.set(sponsor.id, [
      { userId: sponsor.userId, via: null },
      ...uplineOf(sponsor.path).map((id) => ({ userId: userOf.get(id)!, via })),
    ]);
  }
  return byId;
}

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
  const recipients = (await recipientsOf(db, [options.sponsorId])).get(options.sponsorId) ?? [];
  // A customer's orders credit the sponsor alone: the upline hears of associates only.
  const told = options.isAssociate ? recipients : recipients.filter((r) => r.via === null);
  const ids = told.map((recipient) => recipient.userId);
  const [destinations, nameOfUser] = await Promise.all([
    getMessageDestinations({ db, ids }),
    nameOf(db, [memberUserId]),
  ]);
  const how = options.isViaLink ? 'link' : 'code';
  // In the app too, for every recipient, with or without an address (decision 0178).
  await addNotifications({
    db,
    items: told.map(({ userId, via }) => ({
      userId,
      kind: 'MEMBER_JOINED' as const,
      params: { name: nameOfUser(memberUserId), via, how, isAssociate: options.isAssociate },
    })),
  });
  const messages = told.flatMap(({ userId, via }) => {
    const found = destinations.get(userId);
    if (!found) return [];
    const t = messagesIn(found.language);
    const name = nameOfUser(memberUserId) ?? t('messagesNetwork.aNewMember');
    const values = { company, name, via, how };
    if (via !== null) {
      return [
        {
          ...found.to,
          subject: t('messagesNetwork.joinedSubject', values),
          body: t('messagesNetwork.joinedViaUpline', values),
        },
      ];
    }
    return [
      options.isAssociate
        ? {
            ...found.to,
            subject: t('messagesNetwork.joinedSubject', values),
            body: t('messagesNetwork.joinedAssociate', values),
          }
        : {
            ...found.to,
            subject: t('messagesNetwork.signedUpSubject', values),
            body: t('messagesNetwork.signedUp', values),
          },
    ];
  });
  await messenger.enqueueMany(messages, { db });
}

export interface RankRise {
  associateId: number;
  rankName: string;
  /** An admin set the rank by hand (decision 0134), rather than a closing. */
  isSetByAdmin?: boolean;
}

/**
 * Members who reached a rank in a month (a closing's commit): each one's sponsor is told, in one
 * statement for the lot.
 */
export async function tellSponsorsOfRanks(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  /** The month closed, "2026-04" (none for a rank set by an admin). */
  month?: string;
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
  const recipients = await recipientsOf(db, sponsorIds);
  const [destinations, nameOfUser] = await Promise.all([
    getMessageDestinations({
      db,
      ids: [...recipients.values()].flat().map((recipient) => recipient.userId),
    }),
    nameOf(
      db,
      members.map((member) => member.userId),
    ),
  ]);
  const memberById = new Map(members.map((member) => [member.id, member]));
  // In the app too, for every recipient, with or without an address (decision 0178).
  await addNotifications({
    db,
    items: rises.flatMap(({ associateId, rankName, isSetByAdmin }) => {
      const member = memberById.get(associateId);
      if (!member?.sponsorId) return [];
      return (recipients.get(member.sponsorId) ?? []).map(({ userId, via }) => ({
        userId,
        kind: 'RANK_REACHED' as const,
        params: {
          name: nameOfUser(member.userId),
          rank: rankName,
          via,
          month: month ?? null,
          isSetByAdmin: Boolean(isSetByAdmin),
        },
      }));
    }),
  });
  const messages = rises.flatMap(({ associateId, rankName, isSetByAdmin }) => {
    const member = memberById.get(associateId);
    if (!member?.sponsorId) return [];
    return (recipients.get(member.sponsorId) ?? []).flatMap(({ userId, via }) => {
      const found = destinations.get(userId);
      if (!found) return [];
      const t = messagesIn(found.language);
      const values = {
        company,
        name: nameOfUser(member.userId) ?? t('messagesNetwork.aNewMember'),
        rank: rankName,
        via,
        month: month ? monthIn(month, found.language) : '',
      };
      const body = isSetByAdmin
        ? via === null
          ? t('messagesNetwork.rankGiven', values)
          : t('messagesNetwork.rankGivenViaUpline', values)
        : via === null
          ? t('messagesNetwork.rankReached', values)
          : t('messagesNetwork.rankReachedViaUpline', values);
      return [
        {
          ...found.to,
          subject: isSetByAdmin
            ? t('messagesNetwork.rankGivenSubject', values)
            : t('messagesNetwork.rankReachedSubject', values),
          body,
        },
      ];
    });
  });
  await messenger.enqueueMany(messages, { db });
  return messages.length;
}
