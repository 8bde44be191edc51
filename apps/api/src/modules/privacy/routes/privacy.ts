import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentChangeSchema,
  consentPurposeParamSchema,
  consentsResponseSchema,
  dataRequestCloseSchema,
  dataRequestCreateSchema,
  dataRequestIdParamSchema,
  dataRequestResponseSchema,
  dataRequestsResponseSchema,
  noticeVersionParamSchema,
  privacyNoticePublishSchema,
  privacyNoticeResponseSchema,
  privacyNoticesResponseSchema,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { errorResponses } from '../../../platform/error-responses';
import { erasePersonalData } from '../../../flows/erase-personal-data';
import { exportPersonalData } from '../../../flows/export-personal-data';
import { listConsents, recordConsent } from '../services/consents';
import {
  closeDataRequest,
  createDataRequest,
  listOpenDataRequests,
  listOwnDataRequests,
  lockOpenDataRequest,
} from '../services/data-requests';
import { AppError } from '../../../platform/errors';
import {
  getCurrentNotice,
  getPrivacyNotice,
  listPrivacyNotices,
  publishPrivacyNotice,
} from '../services/privacy-notice';
import { renderPersonalDataPdf } from '../services/render-personal-data-pdf';

const errors = errorResponses(400, 401, 403, 404, 409);
const mine = { tags: ['privacy'], security: [{ bearerAuth: [] }] };
const staff = { onRequest: requirePermission('users.manage') };

/**
 * A person's side of the DPDP Act (decisions 0128–0130): the notice, their consents (withdrawn as
 * easily as given: one request), their data as a download and their requests; and the console's
 * queue of requests, each with its deadline.
 */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The export as a download named for its day. */
  async function sendExport(reply: FastifyReply, userId: number) {
    const data = await exportPersonalData({ db: app.db, userId });
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .send(data);
  }

  app.get(
    '/api/privacy/notice',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The current privacy notice, with the itemised notice of each collection point',
        response: { 200: privacyNoticeResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getCurrentNotice({ db: app.db }) }),
  );

  app.get(
    '/api/privacy/notices/:version',
    {
      schema: {
        tags: ['privacy'],
        summary: 'One version of the privacy notice as it was published (old ones stay readable)',
        params: noticeVersionParamSchema,
        response: { 200: privacyNoticeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const notice = await getPrivacyNotice({ db: app.db, version: request.params.version });
      if (!notice) throw new AppError('NOT_FOUND', 'No such version of the privacy notice');
      return { success: true as const, data: notice };
    },
  );

  app.get(
    '/api/admin/privacy/notices',
    {
      ...staff,
      schema: {
        ...mine,
        summary: 'Every version of the privacy notice, newest first',
        response: { 200: privacyNoticesResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listPrivacyNotices({ db: app.db }) }),
  );

  app.post(
    '/api/admin/privacy/notices',
    {
      ...staff,
      schema: {
        ...mine,
        summary: 'Publish a new version of the privacy notice, in force at once (never edited)',
        body: privacyNoticePublishSchema,
        response: { 200: privacyNoticeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishPrivacyNotice({ db: app.db, input: request.body }),
    }),
  );

  app.get(
    '/api/privacy/consents',
    {
      preHandler: requireSignIn,
      schema: {
        ...mine,
        summary: 'My consents, one per purpose',
        response: { 200: consentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listConsents({ db: app.db, userId: request.auth!.userId }),
    }),
  );

  app.put(
    '/api/privacy/consents/:purpose',
    {
      preHandler: requireSignIn,
      schema: {
        ...mine,
        summary: 'Give or withdraw my consent to a purpose (recorded in the consent ledger)',
        params: consentPurposeParamSchema,
        body: consentChangeSchema,
        response: { 200: consentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordConsent({
        db: app.db,
        userId: request.auth!.userId,
        purpose: request.params.purpose,
        ...request.body,
      }),
    }),
  );

  app.get(
    '/api/privacy/export',
    {
      preHandler: requireSignIn,
      schema: { ...mine, summary: 'Everything held about me, as a JSON download' },
    },
    async (request, reply) => sendExport(reply, request.auth!.userId),
  );

  app.get(
    '/api/privacy/export.pdf',
    {
      preHandler: requireSignIn,
      schema: { ...mine, summary: 'Everything held about me, as a PDF to read' },
    },
    async (request, reply) => {
      const data = await exportPersonalData({ db: app.db, userId: request.auth!.userId });
      const pdf = await renderPersonalDataPdf(data);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    '/api/privacy/requests',
    {
      preHandler: requireSignIn,
      schema: {
        ...mine,
        summary: 'My correction and erasure requests',
        response: { 200: dataRequestsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnDataRequests({ db: app.db, userId: request.auth!.userId }),
    }),
  );

  app.post(
    '/api/privacy/requests',
    {
      preHandler: requireSignIn,
      schema: {
        ...mine,
        summary: 'Ask for a correction or for erasure; answered by the deadline shown',
        body: dataRequestCreateSchema,
        response: { 200: dataRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createDataRequest({
        db: app.db,
        userId: request.auth!.userId,
        ...request.body,
      }),
    }),
  );

  app.get(
    '/api/admin/privacy/requests',
    {
      ...staff,
      schema: {
        ...mine,
        summary: 'Open data requests, the nearest deadline first',
        response: { 200: dataRequestsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listOpenDataRequests({ db: app.db }) }),
  );

  app.get(
    '/api/admin/privacy/requests/:id/export',
    {
      ...staff,
      schema: {
        ...mine,
        summary: "The data of an open request's person, to answer it",
        params: dataRequestIdParamSchema,
      },
    },
    async (request, reply) => {
      const asked = await lockOpenDataRequest({ db: app.db, id: request.params.id });
      return sendExport(reply, asked.userId);
    },
  );

  app.post(
    '/api/admin/privacy/requests/:id/close',
    {
      ...staff,
      schema: {
        ...mine,
        summary: 'Close a request (done or refused) with what was done and why',
        params: dataRequestIdParamSchema,
        body: dataRequestCloseSchema,
        response: { 200: dataRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closeDataRequest({ db: app.db, id: request.params.id, ...request.body }),
    }),
  );

  app.post(
    '/api/admin/privacy/requests/:id/erase',
    {
      ...staff,
      schema: {
        ...mine,
        summary: 'Carry out an erasure request: remove or anonymise, keep what the law keeps',
        params: dataRequestIdParamSchema,
        response: { 200: dataRequestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { request: closed, revocation } = await erasePersonalData({
        db: app.db,
        requestId: request.params.id,
      });
      app.tokenRevocations.apply(revocation);
      return { success: true as const, data: closed };
    },
  );
};
