import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUsernameResponseSchema,
  checkUsernameSchema,
  MESSAGES,
  messageResponseSchema,
  registerSendOtpSchema,
  sendOtpSchema,
  usernameSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { languageOf } from '../../../platform/message-language';
import { signInWithCode } from '../../../flows/sign-in-with-code';
import { getCompanySettings } from '../../settings';
import { shopLinkCodeFrom } from '../../shop-links';
import { isUsernameTaken } from '../../users';
import { sendRegistrationCode } from '../services/registration';
import { sendSignInCode } from '../services/sign-in-with-code';
import { setRefreshCookie } from './refresh-cookie';

/** Codes also have database-backed limits per destination and address (one-time-codes.ts). */
export const CODE_SENDS_PER_ADDRESS = { max: 10, timeWindow: '1 minute' } as const;
const CHECKS_PER_ADDRESS = { max: 60, timeWindow: '1 minute' } as const;
const errors = errorResponses(400, 401, 409, 429);
const codeSent = { success: true as const, message: MESSAGES.otp.sent, error: null };

const kickDelivery = (app: FastifyInstance) =>
  void app.messenger
    .drain()
    .catch((error: unknown) => app.log.error({ err: error }, 'outbox drain failed'));

export const oneTimeCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = async () => getCompanySettings({ db: app.db });

  app.post(
    '/auth/register/send-otp',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Registration step 1: check the details and send a code to emailorPhone',
        body: registerSendOtpSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const settings = await company();
      await sendRegistrationCode({
        db: app.db,
        messenger: app.messenger,
        input: request.body,
        clientAddress: request.ip,
        company: settings.name,
        language: languageOf(request),
      });
      kickDelivery(app);
      return codeSent;
    },
  );

  app.post(
    '/auth/send-otp',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary:
          'Send a sign-in code by email or SMS (same answer whether or not an account exists; a new address gets an account when the code comes back)',
        body: sendOtpSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const settings = await company();
      await sendSignInCode({
        db: app.db,
        messenger: app.messenger,
        destination: request.body.destination,
        clientAddress: request.ip,
        company: settings.name,
        language: languageOf(request),
      });
      kickDelivery(app);
      return codeSent;
    },
  );

  app.post(
    '/auth/check-username',
    {
      config: { rateLimit: CHECKS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Is this username free? (public)',
        body: checkUsernameSchema,
        response: { 200: checkUsernameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const parsed = usernameSchema.safeParse(request.body.username);
      if (!parsed.success) {
        return {
          success: true as const,
          data: { message: parsed.error.issues[0]!.message, isAvailable: false },
        };
      }
      const isTaken = await isUsernameTaken({ db: app.db, username: parsed.data });
      const message = isTaken ? MESSAGES.username.taken : 'Username is available';
      return { success: true as const, data: { message, isAvailable: !isTaken } };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary:
          'Check a code: completes a registration or signs in (a new address: a customer, referred by the shop link it came through)',
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const settings = await getCompanySettings({ db: app.db });
      const session = await signInWithCode({
        db: app.db,
        accessTokens: app.accessTokens,
        destination: request.body.destination,
        code: request.body.otp,
        referralPrefix: settings.shortName.toUpperCase(),
        messenger: app.messenger,
        company: settings.name,
        linkCode: shopLinkCodeFrom(request.cookies),
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      });
      kickDelivery(app);
      setRefreshCookie(reply, session.refreshToken);
      return { success: true as const, message: MESSAGES.otp.verified, data: session };
    },
  );
};
