import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueDeletedResponseSchema,
  categoryRefParamSchema,
  defaultProductFacts,
  idParamSchema,
  productCategoryQuerySchema,
  productFieldsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productReadQuerySchema,
  productResponseSchema,
  productSuggestQuerySchema,
  productSuggestResponseSchema,
} from '@saathi/shared';
import { readCatalogueForm } from './multipart';
import { listCategoryProducts, listProducts, suggestProducts } from '../services/list-products';
import { createProduct, deleteProduct, readProduct, updateProduct } from '../services/products';
import { sendCatalogueRead } from './cached-read';
import {
  actorOf,
  adminOnly,
  adminWrite,
  checkAdminOption,
  errors,
  hotRead,
  isAdmin,
  listRoute,
  multipart,
  ok,
  publicRead,
} from './options';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      ...hotRead,
      ...listRoute,
      schema: {
        ...publicRead,
        summary:
          'Products with filters, sort, paging and search (q); meta holds the paging. Admins: ?includeHidden=true',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkAdminOption(request, request.query.includeHidden);
      const read = async () => {
        const { items, meta, version } = await listProducts({ db: app.db, query: request.query });
        return { version, payload: { ...ok(items), meta } };
      };
      return sendCatalogueRead(request, reply, {
        isKept: !request.query.q,
        isPrivate: request.query.includeHidden,
        read,
      });
    },
  );

  app.get(
    '/api/products/suggest',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary: 'Up to 8 product names for the header search box',
        querystring: productSuggestQuerySchema,
        response: { 200: productSuggestResponseSchema, ...errors },
      },
    },
    async (request) => ok(await suggestProducts({ db: app.db, q: request.query.q })),
  );

  app.get(
    '/api/products/category/:categoryId',
    {
      ...hotRead,
      ...listRoute,
      schema: {
        ...publicRead,
        summary:
          "A category's products (id or categoryUniqueName); unknown or empty answers 400 'No products found for this category'",
        params: categoryRefParamSchema,
        querystring: productCategoryQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkAdminOption(request, request.query.includeHidden);
      const read = async () => {
        const { items, meta, version } = await listCategoryProducts({
          db: app.db,
          categoryRef: request.params.categoryId,
          query: request.query,
        });
        return { version, payload: { ...ok(items), meta } };
      };
      return sendCatalogueRead(request, reply, {
        isKept: !request.query.q,
        isPrivate: request.query.includeHidden,
        read,
      });
    },
  );

  app.get(
    '/api/products/:id',
    {
      ...hotRead,
      schema: {
        ...publicRead,
        summary:
          'One product, its description in the language asked for where it has one; hidden or deleted ones are 404 except for admins',
        params: idParamSchema,
        querystring: productReadQuerySchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // An admin may see hidden and deleted products: that answer is theirs alone.
      const isAdminView = isAdmin(request);
      return sendCatalogueRead(request, reply, {
        isPrivate: isAdminView,
        read: async () => {
          const { product, version } = await readProduct({
            db: app.db,
            id: request.params.id,
            isAdmin: isAdminView,
            language: request.query.language,
          });
          return { version, payload: ok(product) };
        },
      });
    },
  );

  const productFormSummary =
    'multipart: name, description, categoryId, brandId, price (rupees), points, pointDescription, isVisible, isDeleted, images (1–8 files), sizes, the five kind structures and facts (maker, origin, best before) as JSON text';

  app.post(
    '/api/products',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary: `Add a product (${productFormSummary})`,
        response: { 201: productResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readCatalogueForm(request, { images: 8 });
      const product = await createProduct({
        db: app.db,
        storage: app.storage,
        actorUserId: actorOf(request),
        fields: productFieldsSchema.parse(form.fields),
        images: form.files.images ?? [],
        defaultFacts: defaultProductFacts(await app.companySettings.get()),
      });
      return reply.status(201).send(ok(product));
    },
  );

  app.put(
    '/api/products/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        ...multipart,
        summary: `Edit a product (${productFormSummary}; existingImages: JSON list of current card URLs to keep, in order; new images are appended)`,
        params: idParamSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readCatalogueForm(request, { images: 8 });
      return ok(
        await updateProduct({
          db: app.db,
          storage: app.storage,
          actorUserId: actorOf(request),
          id: request.params.id,
          fields: productFieldsSchema.parse(form.fields),
          images: form.files.images ?? [],
          defaultFacts: defaultProductFacts(await app.companySettings.get()),
        }),
      );
    },
  );

  app.delete(
    '/api/products/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: 'Delete a product (soft: PUT isDeleted=false restores)',
        params: idParamSchema,
        response: { 200: catalogueDeletedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await deleteProduct({ db: app.db, actorUserId: actorOf(request), id: request.params.id })),
  );
};
