import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createContactResponseSchema,
  createContactSchema,
  errorEnvelopeSchema,
} from '@saathi/shared';
import { createContact } from './service';

/** Per client address; a person sends one lead, a bot sends hundreds. */
const LEADS_PER_ADDRESS = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts',
    {
      config: { rateLimit: LEADS_PER_ADDRESS },
      schema: {
        tags: ['contacts'],
        summary: 'Leave a lead from the "Join the business" form (no sign-in)',
        body: createContactSchema,
        response: {
          200: createContactResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await createContact({ db: app.db, input: request.body });
      return { success: true as const, data: { received: true as const } };
    },
  );
};
