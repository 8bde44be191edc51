import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  brandFieldsSchema,
  brandListResponseSchema,
  brandResponseSchema,
  catalogueDeletedResponseSchema,
  categoryFieldsSchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  idParamSchema,
  includeDeletedQuerySchema,
} from '@saathi/shared';
import {
  createTaxonomyItem,
  deleteTaxonomyItem,
  listTaxonomy,
  updateTaxonomyItem,
  type Taxonomy,
  type TaxonomyFields,
} from '../services/taxonomies';
import { sendCatalogueRead } from './cached-read';
import { readCatalogueForm } from './multipart';
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

interface TaxonomyApi<T extends Taxonomy> {
  taxonomy: T;
  path: string;
  /** The multipart field that carries the picture. */
  imageField: string;
  fields: z.ZodType<TaxonomyFields<T>>;
  listResponse: z.ZodType;
  itemResponse: z.ZodType;
  summaries: { list: string; create: string; update: string; delete: string };
}

/** The four endpoints of a taxonomy (spec part 2 §5): list, add, edit and soft delete. */
function taxonomyRoutes<T extends Taxonomy>(api: TaxonomyApi<T>): FastifyPluginAsyncZod {
  const { taxonomy, path, imageField, summaries } = api;
  return async (app) => {
    const readFields = async (request: Parameters<typeof readCatalogueForm>[0]) => {
      const form = await readCatalogueForm(request, { [imageField]: 1 });
      return { fields: api.fields.parse(form.fields), image: form.files[imageField]?.[0] };
    };

    app.get(
      path,
      {
        ...listRoute,
        schema: {
          ...publicRead,
          summary: summaries.list,
          querystring: includeDeletedQuerySchema,
          response: { 200: api.listResponse, ...errors },
        },
      },
      async (request, reply) => {
        await checkAdminOption(request, request.query.includeDeleted);
        const read = async () => {
          const { items, version } = await listTaxonomy({ db: app.db, taxonomy, ...request.query });
          return { version, payload: ok(items) };
        };
        return sendCatalogueRead(request, reply, { isPrivate: request.query.includeDeleted, read });
      },
    );

    app.post(
      path,
      {
        ...adminOnly,
        schema: {
          ...adminWrite,
          ...multipart,
          summary: summaries.create,
          response: { 200: api.itemResponse, ...errors },
        },
      },
      async (request) =>
        ok(
          await createTaxonomyItem({
            db: app.db,
            storage: app.storage,
            taxonomy,
            actorUserId: actorOf(request),
            ...(await readFields(request)),
          }),
        ),
    );

    app.put(
      `${path}/:id`,
      {
        ...adminOnly,
        schema: {
          ...adminWrite,
          ...multipart,
          summary: summaries.update,
          params: idParamSchema,
          response: { 200: api.itemResponse, ...errors },
        },
      },
      async (request) =>
        ok(
          await updateTaxonomyItem({
            db: app.db,
            storage: app.storage,
            taxonomy,
            actorUserId: actorOf(request),
            id: request.params.id,
            ...(await readFields(request)),
          }),
        ),
    );

    app.delete(
      `${path}/:id`,
      {
        ...adminOnly,
        schema: {
          ...adminWrite,
          summary: summaries.delete,
          params: idParamSchema,
          response: { 200: catalogueDeletedResponseSchema, ...errors },
        },
      },
      async (request) =>
        ok(
          await deleteTaxonomyItem({
            db: app.db,
            taxonomy,
            actorUserId: actorOf(request),
            id: request.params.id,
          }),
        ),
    );
  };
}

/** /api/categories: what shoppers browse by. */
export const categoryRoutes = taxonomyRoutes({
  taxonomy: 'category',
  path: '/api/categories',
  imageField: 'categoryImage',
  fields: categoryFieldsSchema,
  listResponse: categoryListResponseSchema,
  itemResponse: categoryResponseSchema,
  summaries: {
    list: 'Categories shoppers can browse (admins: ?includeDeleted=true for all)',
    create:
      'Add a category (multipart: name, description, categoryImage, isDeleted, subCategories as JSON text)',
    update: 'Edit a category; a new categoryImage only when one is sent; isDeleted=false restores',
    delete: 'Delete a category (soft: it can be restored)',
  },
});

/** /api/brands: who makes the products. */
export const brandRoutes = taxonomyRoutes({
  taxonomy: 'brand',
  path: '/api/brands',
  imageField: 'brandImage',
  fields: brandFieldsSchema,
  listResponse: brandListResponseSchema,
  itemResponse: brandResponseSchema,
  summaries: {
    list: 'Brands (admins: ?includeDeleted=true for all)',
    create: 'Add a brand (multipart: name, description, brandSlogan, brandImage)',
    update: 'Edit a brand; a new brandImage only when one is sent; isDeleted=false restores',
    delete: 'Delete a brand (soft: it can be restored)',
  },
});
