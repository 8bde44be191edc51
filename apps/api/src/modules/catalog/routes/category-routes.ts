import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueDeletedResponseSchema,
  categoryFieldsSchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  idParamSchema,
  includeDeletedQuerySchema,
} from '@saathi/shared';
import { readCatalogueForm } from '../multipart';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../services/categories';
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

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary: 'Categories shoppers can browse (admins: ?includeDeleted=true for all)',
        querystring: includeDeletedQuerySchema,
        response: { 200: categoryListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await checkAdminOption(request, request.query.includeDeleted);
      return ok(await listCategories({ db: app.db, ...request.query }));
    },
  );

  app.post(
    '/api/categories',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary:
          'Add a category (multipart: name, description, categoryImage, isDeleted, subCategories as JSON text)',
        response: { 200: categoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readCatalogueForm(request, { categoryImage: 1 });
      return ok(
        await createCategory({
          db: app.db,
          storage: app.storage,
          actorUserId: actorOf(request),
          fields: categoryFieldsSchema.parse(form.fields),
          image: form.files.categoryImage?.[0],
        }),
      );
    },
  );

  app.put(
    '/api/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary:
          'Edit a category; a new categoryImage only when one is sent; isDeleted=false restores',
        params: idParamSchema,
        response: { 200: categoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readCatalogueForm(request, { categoryImage: 1 });
      return ok(
        await updateCategory({
          db: app.db,
          storage: app.storage,
          actorUserId: actorOf(request),
          id: request.params.id,
          fields: categoryFieldsSchema.parse(form.fields),
          image: form.files.categoryImage?.[0],
        }),
      );
    },
  );

  app.delete(
    '/api/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: 'Delete a category (soft: it can be restored)',
        params: idParamSchema,
        response: { 200: catalogueDeletedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await deleteCategory({
          db: app.db,
          actorUserId: actorOf(request),
          id: request.params.id,
        }),
      ),
  );
};
