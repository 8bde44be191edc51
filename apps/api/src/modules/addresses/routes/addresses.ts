import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressDeleteResponseSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressSchema,
  idParamSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../services/addresses';

const errors = errorResponses(400, 401, 404, 409);
const common = { tags: ['addresses'], security: [{ bearerAuth: [] }] };
const signedIn = { preHandler: requireSignIn };

/** Delivery addresses of the signed-in user; another user's address is a 404. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: 'My addresses, the default first',
        response: { 200: addressListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      flag: true as const,
      data: await listAddresses({ db: app.db, userId: request.auth!.userId }),
      error: null,
    }),
  );

  app.post(
    '/addresses',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: 'Save an address (the first becomes the default; at most 20)',
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) =>
      createAddress({ db: app.db, userId: request.auth!.userId, input: request.body }),
  );

  app.put(
    '/addresses/:id',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: 'Update an address; making it the default unsets the others',
        params: idParamSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) =>
      updateAddress({
        db: app.db,
        userId: request.auth!.userId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/addresses/:id',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: 'Delete an address',
        params: idParamSchema,
        response: { 200: addressDeleteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      flag: true as const,
      data: await deleteAddress({
        db: app.db,
        userId: request.auth!.userId,
        id: request.params.id,
      }),
      error: null,
    }),
  );
};
