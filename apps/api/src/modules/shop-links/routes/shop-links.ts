import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHOP_LINK_COOKIE,
  SHOP_LINK_TEXTS,
  shopLinkFiguresResponseSchema,
  shopLinkParamsSchema,
  shopOwnerResponseSchema,
  shopVisitResponseSchema,
} from '@saathi/shared';
import { requireSignIn } from '../../../platform/auth-guard';
import { errorResponses } from '../../../platform/error-responses';
import { AppError } from '../../../platform/errors';
import { findActiveAssociate } from '../../associates';
import {
  ATTRIBUTION_MAX_AGE_SECONDS,
  SEEN_COOKIE,
  codesSeenOn,
  indianDayOf,
  seenValue,
} from '../services/attribution-cookie';
import { getShopLinkFigures } from '../services/shop-link-figures';
import { countShopVisit } from '../services/shop-visits';

const tags = ['shop-links'];
const LOOKUPS_PER_ADDRESS = { max: 60, timeWindow: '1 minute' } as const;

/** /api/shop-links: whose shop a link opens, a visit through it, and the associate's figures. */
export const shopLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  // A code that names no active associate: the shop stays open, nothing is remembered.
  const ownerOf = async (code: string) => {
    const owner = await findActiveAssociate({ db: app.db, code });
    if (!owner) throw new AppError('NOT_FOUND', SHOP_LINK_TEXTS.inactive);
    return owner;
  };

  app.get(
    '/api/shop-links/mine',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: "The signed-in associate's shop link: visits, sign-ups and sales through it",
        security: [{ bearerAuth: [] }],
        response: { 200: shopLinkFiguresResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getShopLinkFigures({ db: app.db, userId: request.auth!.userId }),
    }),
  );

  app.get(
    '/api/shop-links/:code',
    {
      config: { rateLimit: LOOKUPS_PER_ADDRESS },
      schema: {
        tags,
        summary: "Whose shop a link opens: an active associate's name and photo (no sign-in)",
        params: shopLinkParamsSchema,
        response: { 200: shopOwnerResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await ownerOf(request.params.code)).card,
    }),
  );

  app.post(
    '/api/shop-links/:code/visits',
    {
      config: { rateLimit: LOOKUPS_PER_ADDRESS },
      schema: {
        tags,
        summary:
          'A visit through a shop link: remembered for 30 days in a first-party cookie, counted once a browser a day',
        params: shopLinkParamsSchema,
        response: { 200: shopVisitResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { associate, card } = await ownerOf(request.params.code);
      const code = associate.referralCode;
      const { day, endsAt } = indianDayOf(new Date());
      const seen = codesSeenOn(request.cookies, day);
      const isCounted = !seen.includes(code);
      if (isCounted) await countShopVisit({ db: app.db, associateId: associate.id, day });
      // The last link followed wins; each visit through it keeps it for another 30 days.
      void reply.setCookie(SHOP_LINK_COOKIE, code, {
        path: '/',
        sameSite: 'lax',
        secure,
        maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
      });
      void reply.setCookie(SEEN_COOKIE, seenValue(day, isCounted ? [...seen, code] : seen), {
        path: '/api/shop-links',
        sameSite: 'lax',
        secure,
        httpOnly: true,
        expires: endsAt,
      });
      return { success: true as const, data: { owner: card, isCounted } };
    },
  );
};
