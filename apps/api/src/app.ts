import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@saathi/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { handleError } from './platform/error-handler';
import { registerOpenApi } from './platform/openapi';
import { generateRequestId } from './platform/request-id';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerSpa } from './platform/spa';
import { createAccessTokens } from './platform/access-token';
import { registerAuth } from './platform/auth-guard';
import { isDevOutboxEnabled, razorpayOptions, razorpayXOptions } from './config';
import { createRazorpayClient } from './platform/razorpay';
import { createRazorpayXClient } from './platform/razorpayx';
import { registerSellingJobs } from './flows/selling-jobs';
import { devOutboxRoutes } from './platform/messaging/dev-outbox-routes';
import { createMessenger } from './platform/messaging/messenger';
import { createTransports } from './platform/messaging/transports';
import { registerMetrics } from './platform/metrics';
import { registerUploads } from './platform/uploads';
import { createJobRunner } from './platform/jobs';
import { addressRoutes } from './modules/addresses';
import { associateRoutes, networkRoutes } from './modules/associates';
import { businessValueRoutes } from './modules/business-values';
import { authRoutes, createTokenRevocations, otpRoutes } from './modules/auth';
import { catalogRoutes, registerCatalogJobs } from './modules/catalog';
import { contactRoutes, leadAdminRoutes } from './modules/contacts';
import { contentAdminRoutes, contentRoutes } from './modules/content';
import { healthRoutes } from './modules/health';
import { profileRoutes } from './modules/profiles';
import { createCompanySettingsCache, settingsRoutes } from './modules/settings';
import { auditRoutes } from './modules/audit';
import { dashboardRoutes } from './modules/dashboard';
import { requestRoutes } from './modules/requests';
import { userDirectoryRoutes } from './modules/user-directory';
import { flowRoutes } from './flows/routes';
import { sellingFlowRoutes } from './flows/selling-routes';
import { orderTaxDocumentAdminRoutes, orderTaxDocumentRoutes } from './flows/tax-document-routes';
import { taxDocumentAdminRoutes } from './modules/invoices';
import { cartRoutes } from './modules/cart';
import { wishlistRoutes } from './modules/wishlist';
import { orderAdminRoutes, orderRoutes } from './modules/orders';
import { couponAdminRoutes, couponRoutes } from './modules/coupons';
import { couponFlowRoutes } from './flows/coupon-routes';
import { networkFlowRoutes } from './flows/network-routes';
import { requestFlowRoutes } from './flows/request-routes';
import { returnFlowRoutes } from './flows/return-routes';
import { userAdminRoutes } from './flows/user-admin-routes';
import { registerWalletJobs, walletRoutes } from './modules/wallet';
import { walletFlowRoutes } from './flows/wallet-routes';
import { earningsRoutes } from './modules/earnings';
import { earningsFlowRoutes, registerEarningsJobs } from './flows/earnings-routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: generateRequestId,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Graceful shutdown: stop accepting, let in-flight requests finish, drop idle keep-alives.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerMetrics(app, { config, database });

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  const tokenRevocations = createTokenRevocations(database);
  app.decorate('tokenRevocations', tokenRevocations);
  registerAuth(app, createAccessTokens(config), tokenRevocations);
  app.addHook('onReady', async () => tokenRevocations.start());
  app.addHook('onClose', async () => tokenRevocations.stop());
  const companySettings = createCompanySettingsCache(database);
  app.decorate('companySettings', companySettings);
  app.addHook('onReady', async () => companySettings.start());
  app.addHook('onClose', async () => companySettings.stop());
  const messenger = createMessenger({
    db: database.db,
    transports: createTransports(config),
    log: app.log,
    keepCodes: isDevOutboxEnabled(config),
  });
  app.decorate('messenger', messenger);
  app.addHook('onReady', async () => messenger.start());
  app.addHook('onClose', async () => messenger.stop());
  const jobs = createJobRunner({ db: database.db, log: app.log });
  app.decorate('jobs', jobs);
  // Jobs are registered with the routes below; the schedule starts once everything is ready.
  if (config.JOBS_ENABLED) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const razorpay = razorpayOptions(config);
  app.decorate('razorpay', razorpay ? createRazorpayClient(razorpay) : null);
  const razorpayX = razorpayXOptions(config);
  app.decorate('payoutGateway', razorpayX ? createRazorpayXClient(razorpayX) : null);
  // Limits are declared per route (sign-in, codes, leads); nothing is limited by default.
  await app.register(rateLimit, { global: false, allowList: config.RATE_LIMIT_ALLOWLIST });
  await registerOpenApi(app);
  await registerUploads(app, config);

  await app.register(healthRoutes(database));
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contactRoutes);
  await app.register(leadAdminRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(devOutboxRoutes);
  await app.register(profileRoutes);
  await app.register(flowRoutes);
  await app.register(networkFlowRoutes);
  await app.register(catalogRoutes);
  registerCatalogJobs(app);
  await app.register(associateRoutes);
  await app.register(networkRoutes);
  await app.register(businessValueRoutes);
  await app.register(addressRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(sellingFlowRoutes);
  await app.register(orderRoutes);
  await app.register(orderAdminRoutes);
  await app.register(orderTaxDocumentRoutes);
  await app.register(orderTaxDocumentAdminRoutes);
  await app.register(taxDocumentAdminRoutes);
  await app.register(couponRoutes);
  await app.register(couponAdminRoutes);
  await app.register(couponFlowRoutes);
  registerSellingJobs(app);
  await app.register(userDirectoryRoutes);
  await app.register(userAdminRoutes);
  await app.register(requestRoutes);
  await app.register(requestFlowRoutes);
  await app.register(returnFlowRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(walletRoutes);
  await app.register(walletFlowRoutes);
  registerWalletJobs(app);
  await app.register(earningsRoutes);
  await app.register(earningsFlowRoutes);
  registerEarningsJobs(app);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
