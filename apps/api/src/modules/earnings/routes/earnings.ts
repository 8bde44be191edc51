import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  binaryLegsResponseSchema,
  clawbacksResponseSchema,
  earningsMonthParamSchema,
  earningsPeriodResponseSchema,
  earningsPeriodsResponseSchema,
  earningsPlanInputSchema,
  earningsPlanResponseSchema,
  earningsPlansResponseSchema,
  earningsReportResponseSchema,
  earningsReviewResponseSchema,
  idParamSchema,
  placementResponseSchema,
  rankProgressResponseSchema,
  simulateEarningsSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { commitEarningsPeriod } from '../../../flows/commit-earnings-period';
import { getCompanySettings } from '../../settings';
import { creditCommissions } from '../../wallet';
import { listClawbacks } from '../services/list-clawbacks';
import { computeDraft, listPeriods } from '../services/periods';
import { getBinaryLegs } from '../services/binary-legs';
import { isLegChosenAt } from '../services/place-in-plan-tree';
import { createPlan, getPlan, listPlans, updatePlan } from '../services/plans';
import { getRankProgress, getReview, simulatePlan } from '../services/simulate';

/**
 * The closing's work answers within the request: about a minute at a million associates
 * (decision 0081), so these routes get five minutes, as nginx gives them (deploy/nginx).
 */
const CLOSING_TIMEOUT_MS = 5 * 60_000;

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];
const tags = ['earnings'];
const finance = requirePermission('finance.manage');
const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * /api/earnings: plan versions, the simulator, computing, reviewing and committing months (the
 * commit is a flow that credits the wallets), and rank progress.
 */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/earnings/plans',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Compensation plan versions',
        security,
        response: { 200: earningsPlansResponseSchema, ...errors },
      },
    },
    async () => ok(await listPlans({ db: app.db })),
  );

  app.post(
    '/api/earnings/plans',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'A new plan version, effective from an open month',
        security,
        body: earningsPlanInputSchema,
        response: { 200: earningsPlanResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await createPlan({
          db: app.db,
          definition: request.body,
          actorUserId: request.auth!.userId,
        }),
      ),
  );

  app.get(
    '/api/earnings/plans/:id',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'One plan version',
        security,
        params: idParamSchema,
        response: { 200: earningsPlanResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getPlan({ db: app.db, id: request.params.id })),
  );

  app.put(
    '/api/earnings/plans/:id',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Change a plan version no committed month used (409 otherwise)',
        security,
        params: idParamSchema,
        body: earningsPlanInputSchema,
        response: { 200: earningsPlanResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await updatePlan({
          db: app.db,
          id: request.params.id,
          definition: request.body,
          actorUserId: request.auth!.userId,
        }),
      ),
  );

  app.post(
    '/api/earnings/plans/:id/simulate',
    {
      handlerTimeout: CLOSING_TIMEOUT_MS,
      onRequest: finance,
      schema: {
        tags,
        summary: 'Run a plan version against a past month without keeping anything',
        security,
        params: idParamSchema,
        body: simulateEarningsSchema,
        response: { 200: earningsReportResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await simulatePlan({ db: app.db, planId: request.params.id, month: request.body.month })),
  );

  app.get(
    '/api/earnings/periods',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Computed months, newest first',
        security,
        response: { 200: earningsPeriodsResponseSchema, ...errors },
      },
    },
    async () => ok(await listPeriods({ db: app.db })),
  );

  app.post(
    '/api/earnings/periods/:month/compute',
    {
      handlerTimeout: CLOSING_TIMEOUT_MS,
      onRequest: finance,
      schema: {
        tags,
        summary: "Compute a month that has ended into its draft (replaces the month's draft)",
        security,
        params: earningsMonthParamSchema,
        response: { 200: earningsPeriodResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await computeDraft({
          db: app.db,
          month: request.params.month,
          actorUserId: request.auth!.userId,
        }),
      ),
  );

  app.post(
    '/api/earnings/periods/:month/commit',
    {
      handlerTimeout: CLOSING_TIMEOUT_MS,
      onRequest: requirePermission('finance.manage'),
      schema: {
        tags: ['earnings'],
        summary: 'Commit a computed month: locked, exactly once (409 when already committed)',
        security: [{ bearerAuth: [] }],
        params: earningsMonthParamSchema,
        response: { 200: earningsPeriodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { period } = await commitEarningsPeriod({
        db: app.db,
        month: request.params.month,
        actorUserId: request.auth!.userId,
        // The committed earnings go to the wallets in the commit's transaction (with TDS).
        creditCommissions,
        notices: {
          messenger: app.messenger,
          company: (await getCompanySettings({ db: app.db })).name,
        },
      });
      return { success: true as const, data: period };
    },
  );

  app.get(
    '/api/earnings/periods/:month',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Review a computed month: totals, top earners, differences from the month before',
        security,
        params: earningsMonthParamSchema,
        response: { 200: earningsReviewResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getReview({ db: app.db, month: request.params.month })),
  );

  app.get(
    '/api/earnings/progress',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: "The signed-in associate's rank progress and projected earnings this month",
        security,
        response: { 200: rankProgressResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getRankProgress({ db: app.db, userId: request.auth!.userId })),
  );

  app.get(
    '/api/earnings/binary',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: "The signed-in associate's binary legs, carried volume and pairs this month",
        security,
        response: { 200: binaryLegsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getBinaryLegs({ db: app.db, userId: request.auth!.userId })),
  );

  app.get(
    '/api/earnings/clawbacks',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: "The signed-in associate's commissions taken back after returns, by order",
        security,
        response: { 200: clawbacksResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listClawbacks({ db: app.db, userId: request.auth!.userId })),
  );

  app.get(
    '/api/earnings/placement',
    {
      schema: {
        tags,
        summary:
          "Whether a new associate's binary leg is chosen by hand (the registration form asks)",
        response: { 200: placementResponseSchema, ...errors },
      },
    },
    async () => ok({ isLegChosen: await isLegChosenAt({ db: app.db }) }),
  );
};
