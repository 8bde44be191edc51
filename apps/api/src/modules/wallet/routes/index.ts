import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycRoutes } from './kyc';
import { paymentHistoryRoutes } from './payment-history';
import { payoutRoutes } from './payouts';
import { statementRoutes } from './statements';
import { walletAdminRoutes } from './wallet-admin';

/** The wallet's endpoints: KYC, payment history, statements, payouts and the console's tools. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(kycRoutes);
  await app.register(paymentHistoryRoutes);
  await app.register(statementRoutes);
  await app.register(payoutRoutes);
  await app.register(walletAdminRoutes);
};
