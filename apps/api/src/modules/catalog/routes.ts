import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  brandFieldsSchema,
  brandListResponseSchema,
  brandResponseSchema,
  catalogueDeletedResponseSchema,
  catalogueErrorSchema,
  categoryFieldsSchema,
  categoryListResponseSchema,
  categoryRefParamSchema,
  categoryResponseSchema,
  idParamSchema,
  includeDeletedQuerySchema,
  productCategoryQuerySchema,
  productFieldsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSuggestQuerySchema,
  productSuggestResponseSchema,
  saveStockSchema,
  stockEntryResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
} from '@saathi/shared';
import { requireRole } from '../../platform/auth-guard';
import { fastSerializerCompiler } from '../../platform/fast-serializer';
import { readCatalogueForm } from './multipart';
import { createBrand, deleteBrand, listBrands, updateBrand } from './services/brands';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './services/categories';
import { listCategoryProducts, listProducts, suggestProducts } from './services/list-products';
import { createProduct, deleteProduct, getProduct, updateProduct } from './services/products';
import { deleteStock, getAvailability, listStock, saveStock } from './services/stock';

/** Every catalogue failure answers both envelopes (platform/error-handler.ts). */
const errors = {
  400: catalogueErrorSchema,
  401: catalogueErrorSchema,
  403: catalogueErrorSchema,
  404: catalogueErrorSchema,
  409: catalogueErrorSchema,
  413: catalogueErrorSchema,
  415: catalogueErrorSchema,
};
const publicRead = { tags: ['catalog'] };
const adminWrite = { tags: ['catalog admin'], security: [{ bearerAuth: [] }] };
// onRequest: an anonymous upload is refused before its body is read.
const adminOnly = { onRequest: requireRole('ADMIN') };
/** Errors on list routes carry `data: []` so list clients keep an array. */
const listRoute = { config: { catalogueList: true } };
/** The shop's hottest reads serialise through a compiled writer (platform/fast-serializer.ts). */
const hotRead = { serializerCompiler: fastSerializerCompiler };
const multipart = { consumes: ['multipart/form-data'] };
const ok = <T>(data: T) => ({ data, errors: [] as { errorDescription: string }[] });

const isAdmin = (request: FastifyRequest) => request.auth?.roles.includes('ADMIN') ?? false;
const actorOf = (request: FastifyRequest) => request.auth!.userId;
const requireAdmin = requireRole('ADMIN');

/** Options only admins may use on a public read (deleted or hidden items). */
async function checkAdminOption(request: FastifyRequest, isRequested: boolean) {
  if (isRequested) await requireAdmin(request);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- Categories ----------------------------------------------------------------------------
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

  // ---- Brands --------------------------------------------------------------------------------
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

  // ---- Products ------------------------------------------------------------------------------
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
    async (request) => {
      await checkAdminOption(request, request.query.includeHidden);
      const { items, meta } = await listProducts({ db: app.db, query: request.query });
      return { ...ok(items), meta };
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
    async (request) => {
      await checkAdminOption(request, request.query.includeHidden);
      const { items, meta } = await listCategoryProducts({
        db: app.db,
        categoryRef: request.params.categoryId,
        query: request.query,
      });
      return { ...ok(items), meta };
    },
  );

  app.get(
    '/api/products/:id',
    {
      ...hotRead,
      schema: {
        ...publicRead,
        summary: 'One product; hidden or deleted ones are 404 except for admins',
        params: idParamSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await getProduct({ db: app.db, id: request.params.id, isAdmin: isAdmin(request) })),
  );

  const productFormSummary =
    'multipart: name, description, categoryId, brandId, price (rupees), points, pointDescription, isVisible, isDeleted, images (1–8 files), sizes and the five kind structures as JSON text';

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

  // ---- Stock ---------------------------------------------------------------------------------
  app.get(
    '/api/stores/availability',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary: 'In stock and low-stock flags for up to 100 products (?productIds=1,2,3)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await getAvailability({ db: app.db, productIds: request.query.productIds })),
  );

  app.get(
    '/api/stores',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary:
          'Stock entries with product names (spec: readable without a token); shoppers see listed products only, admins all; ?lowStock=true, q, sort',
        querystring: stockListQuerySchema,
        response: { 200: stockListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, meta } = await listStock({
        db: app.db,
        ...request.query,
        isAdmin: isAdmin(request),
      });
      return { ...ok(items), meta };
    },
  );

  app.post(
    '/api/stores',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: "Set a product's stock (one entry per product: saving again replaces it)",
        body: saveStockSchema,
        response: { 200: stockEntryResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await saveStock({ db: app.db, actorUserId: actorOf(request), input: request.body })),
  );

  app.delete(
    '/api/stores/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: 'Remove a stock entry',
        params: idParamSchema,
        response: { 200: catalogueDeletedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await deleteStock({ db: app.db, actorUserId: actorOf(request), id: request.params.id })),
  );
};
