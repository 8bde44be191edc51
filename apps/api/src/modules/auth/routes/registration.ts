import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, loginResponseSchema, registerSchema } from '@saathi/shared';
import { registerCustomer } from '../../../flows/register-customer';
import { getCompanySettings } from '../../settings';
import { shopLinkCodeFrom } from '../../shop-links';
import { CODE_SENDS_PER_ADDRESS } from './one-time-codes';
import { setRefreshCookie } from './refresh-cookie';

const error = errorEnvelopeSchema;

/** POST /auth/register: the older sign-up popup (a customer, signed in at once). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary:
          'The older sign-up popup: create a customer and sign in (referred by the code given, else the shop link the browser came through)',
        body: registerSchema,
        response: { 200: loginResponseSchema, 400: error, 401: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const settings = await getCompanySettings({ db: app.db });
      const session = await registerCustomer({
        db: app.db,
        accessTokens: app.accessTokens,
        input: request.body,
        messenger: app.messenger,
        company: settings.name,
        linkCode: shopLinkCodeFrom(request.cookies),
      });
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );
};
