import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentPageListResponseSchema,
  contentPageResponseSchema,
  contentSlugSchema,
  contentTranslationParamsSchema,
  contentTranslationResponseSchema,
  createMediaFieldsSchema,
  deletedResponseSchema,
  idParamSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  postTranslationParamsSchema,
  postTranslationResponseSchema,
  savePostSchema,
  savePostTranslationSchema,
  updateContentPageSchema,
  updateMediaSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { AppError } from '../../../platform/errors';
import { createMedia, deleteMedia, listMedia, updateMedia } from '../services/media';
import { getAnyPage, listAllPages, updatePage } from '../services/pages';
import {
  deletePageTranslation,
  getPageTranslation,
  savePageTranslation,
} from '../services/page-translations';
import { createPost, deletePost, getAnyPost, listPosts, updatePost } from '../services/posts';
import {
  deletePostTranslation,
  getPostTranslation,
  savePostTranslation,
} from '../services/post-translations';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const admin = { tags: ['content admin'], security: [{ bearerAuth: [] }] };
const slugParams = z.object({ slug: contentSlugSchema });

/** One image upload: text fields plus the file part "image". */
async function readMediaForm(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image' || image)
        throw new AppError('VALIDATION_FAILED', 'Send one image, as "image".');
      image = await part.toBuffer();
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  if (!image)
    throw new AppError('VALIDATION_FAILED', 'Choose an image', {
      fields: { image: 'Choose an image' },
    });
  return { fields: createMediaFieldsSchema.parse(fields), image };
}

/** Everything under /api/admin/ is for the content's editors. */
const editorsOnly = { onRequest: requirePermission('content.manage') };

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: FastifyRequest) => request.auth!.userId;

  app.get(
    '/api/admin/pages',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'All content pages',
        response: { 200: contentPageListResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: await listAllPages({ db: app.db }),
    }),
  );

  app.get(
    '/api/admin/pages/:slug',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'A page, published or not',
        params: slugParams,
        response: { 200: contentPageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAnyPage({ db: app.db, slug: request.params.slug }),
    }),
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "Edit a page's title, summary, Markdown and publication",
        params: slugParams,
        body: updateContentPageSchema,
        response: { 200: contentPageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePage({
        db: app.db,
        slug: request.params.slug,
        input: request.body,
        userId: userId(request),
      }),
    }),
  );

  app.get(
    '/api/admin/pages/:slug/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "A page's translation (Hindi), published or not; null before its first save",
        params: contentTranslationParamsSchema,
        response: { 200: contentTranslationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPageTranslation({ db: app.db, ...request.params }),
    }),
  );

  app.put(
    '/api/admin/pages/:slug/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "Write a page's translation: title, summary, Markdown and its own publication",
        params: contentTranslationParamsSchema,
        body: updateContentPageSchema,
        response: { 200: contentPageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await savePageTranslation({
        db: app.db,
        ...request.params,
        input: request.body,
        userId: userId(request),
      }),
    }),
  );

  app.delete(
    '/api/admin/pages/:slug/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "Remove a page's translation: its readers see the English again",
        params: contentTranslationParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePageTranslation({ db: app.db, ...request.params });
      return { success: true as const, data: { id: request.params.slug } };
    },
  );

  app.get(
    '/api/admin/posts',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Blog or news posts, drafts too',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPosts({ db: app.db, ...request.query, isPublishedOnly: false }),
    }),
  );

  app.get(
    '/api/admin/posts/:id',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'One post, draft or published',
        params: idParamSchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAnyPost({ db: app.db, id: request.params.id }),
    }),
  );

  app.post(
    '/api/admin/posts',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Write a post',
        body: savePostSchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createPost({ db: app.db, input: request.body, userId: userId(request) }),
    }),
  );

  app.put(
    '/api/admin/posts/:id',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Edit a post',
        params: idParamSchema,
        body: savePostSchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePost({
        db: app.db,
        id: request.params.id,
        input: request.body,
        userId: userId(request),
      }),
    }),
  );

  app.delete(
    '/api/admin/posts/:id',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Delete a post',
        params: idParamSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deletePost({ db: app.db, id: request.params.id }),
    }),
  );

  app.get(
    '/api/admin/posts/:id/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "A post's translation (Hindi), published or not; null before its first save",
        params: postTranslationParamsSchema,
        response: { 200: postTranslationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPostTranslation({ db: app.db, ...request.params }),
    }),
  );

  app.put(
    '/api/admin/posts/:id/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "Write a post's translation: title, summary, Markdown and its own publication",
        params: postTranslationParamsSchema,
        body: savePostTranslationSchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await savePostTranslation({
        db: app.db,
        ...request.params,
        input: request.body,
        userId: userId(request),
      }),
    }),
  );

  app.delete(
    '/api/admin/posts/:id/translations/:language',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: "Remove a post's translation: its readers see the English again",
        params: postTranslationParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePostTranslation({ db: app.db, ...request.params });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/admin/media',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Gallery images or certificates, hidden ones too',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMedia({ db: app.db, kind: request.query.kind, isPublishedOnly: false }),
    }),
  );

  app.post(
    '/api/admin/media',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary:
          'Upload a gallery image or certificate (multipart: kind, title, caption, image ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: mediaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, image } = await readMediaForm(request);
      return {
        success: true as const,
        data: await createMedia({ db: app.db, storage: app.storage, fields, image }),
      };
    },
  );

  app.put(
    '/api/admin/media/:id',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Edit title, caption, order or visibility',
        params: idParamSchema,
        body: updateMediaSchema,
        response: { 200: mediaResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateMedia({ db: app.db, id: request.params.id, input: request.body }),
    }),
  );

  app.delete(
    '/api/admin/media/:id',
    {
      ...editorsOnly,
      schema: {
        ...admin,
        summary: 'Remove an image',
        params: idParamSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteMedia({ db: app.db, id: request.params.id }),
    }),
  );
};
