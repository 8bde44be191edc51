import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandFieldsSchema,
  brandListResponseSchema,
  brandResponseSchema,
  catalogueDeletedResponseSchema,
  idParamSchema,
  includeDeletedQuerySchema,
} from '@saathi/shared';
import { readCatalogueForm } from '../multipart';
import { createBrand, deleteBrand, listBrands, updateBrand } from '../services/brands';
import {
  actorOf,
  adminOnly,
  adminWrite,
  checkAdminOption,
  errors,
  listRoute,
  multipart,
  ok,
  publicRead,
} from './options';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary: 'Brands (admins: ?includeDeleted=true for all)',
        querystring: includeDeletedQuerySchema,
        response: { 200: brandListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await checkAdminOption(request, request.query.includeDeleted);
      return ok(await listBrands({ db: app.db, ...request.query }));
    },
  );

  app.post(
    '/api/brands',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary: 'Add a brand (multipart: name, description, brandSlogan, brandImage)',
        response: { 200: brandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readCatalogueForm(request, { brandImage: 1 });
      return ok(
        await createBrand({
          db: app.db,
          storage: app.storage,
          actorUserId: actorOf(request),
          fields: brandFieldsSchema.parse(form.fields),
          image: form.files.brandImage?.[0],
        }),
      );
    },
  );

  app.put(
    '/api/brands/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary: 'Edit a brand; a new brandImage only when one is sent; isDeleted=false restores',
        params: idParamSchema,
        response: { 200: brandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readCatalogueForm(request, { brandImage: 1 });
      return ok(
        await updateBrand({
          db: app.db,
          storage: app.storage,
          actorUserId: actorOf(request),
          id: request.params.id,
          fields: brandFieldsSchema.parse(form.fields),
          image: form.files.brandImage?.[0],
        }),
      );
    },
  );

  app.delete(
    '/api/brands/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: 'Delete a brand (soft: it can be restored)',
        params: idParamSchema,
        response: { 200: catalogueDeletedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await deleteBrand({ db: app.db, actorUserId: actorOf(request), id: request.params.id })),
  );
};
