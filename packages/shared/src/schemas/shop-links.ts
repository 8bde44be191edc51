import { z } from 'zod';
import { SHOP_LINK_ATTRIBUTION_DAYS } from '../constants';
import { successEnvelope } from './common';

// An associate's own shop (issue 31; decision 0120): /s/{referralCode} and ?ref= on any page
// remember the associate for 30 days, new accounts are theirs, and the associate sees visits,
// sign-ups and sales through the link.

// The shop banner's and the share menu's words are in the catalogues (locales, area shopLink);
// `inactive` is also the API's refusal. "My shop link" is English for now (decision 0118).
export const SHOP_LINK_TEXTS = {
  inactive: 'This shop link is not active. You can still shop with us.',
  codeRequired: 'Enter a referral code',
  codeTooLong: 'A referral code has at most 40 characters',
  codeSpaces: 'A referral code has no spaces',
  shopMessage: (name: string, company: string, link: string) =>
    `Shop ${company} products with me, ${name}: ${link}`,
  myShopLink: 'My shop link',
  myShopLinkHint: `Share your shop. Whoever opens it is remembered as yours for ${SHOP_LINK_ATTRIBUTION_DAYS} days: when they sign up, they join you and their orders add to your BV.`,
  visits: 'Visits',
  visitsHint: 'Browsers that opened your link, once a day each',
  signUps: 'Sign-ups',
  signUpsHint: 'New accounts made after opening your link',
  sales: 'Sales through my link',
  salesHint: 'Orders by people who signed up through your link',
  ordersCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  pendingBv: 'Pending BV',
  confirmedBv: 'Confirmed BV',
  notAssociate: 'Your shop link comes with becoming an associate.',
} as const;

export const SHOP_LINK_CODE_MAX = 40;

/** A referral code as a link carries it (case does not matter: codes are compared upper-cased). */
export const shopLinkCodeSchema = z
  .string()
  .trim()
  .min(1, SHOP_LINK_TEXTS.codeRequired)
  .max(SHOP_LINK_CODE_MAX, SHOP_LINK_TEXTS.codeTooLong)
  .regex(/^\S+$/, SHOP_LINK_TEXTS.codeSpaces);

export const shopLinkParamsSchema = z.object({ code: shopLinkCodeSchema });

/** Whose shop it is: the public card (name and photo, no contact details). */
export const shopOwnerSchema = z
  .object({
    referralCode: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'ShopOwner' });
export type ShopOwner = z.infer<typeof shopOwnerSchema>;

export const shopOwnerResponseSchema = successEnvelope(shopOwnerSchema);

export const shopVisitResponseSchema = successEnvelope(
  z.object({
    owner: shopOwnerSchema,
    /** False when this browser's visit through the link was already counted today. */
    isCounted: z.boolean(),
  }),
).meta({ id: 'ShopVisit' });

/** GET /api/shop-links/mine: the signed-in associate's link and what it brought. */
export const shopLinkFiguresSchema = z
  .object({
    referralCode: z.string(),
    visits: z.object({
      total: z.number().int(),
      last30Days: z.number().int(),
    }),
    signUps: z.number().int(),
    sales: z.object({
      orders: z.number().int(),
      /** Placed and not undone, in paise. */
      totalPaise: z.number().int(),
      pendingBv: z.number(),
      confirmedBv: z.number(),
    }),
  })
  .meta({ id: 'ShopLinkFigures' });
export type ShopLinkFigures = z.infer<typeof shopLinkFiguresSchema>;

export const shopLinkFiguresResponseSchema = successEnvelope(shopLinkFiguresSchema);
