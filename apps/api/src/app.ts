import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
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
import { devOutboxRoutes } from './platform/messaging/dev-outbox-routes';
import { createMessenger } from './platform/messaging/messenger';
import { createTransports } from './platform/messaging/transports';
import { registerMetrics } from './platform/metrics';
import { registerRateLimits } from './platform/rate-limit';
import { registerUploads } from './platform/uploads';
import type { Storage } from './platform/storage';
import { createJobRunner } from './platform/jobs';
import { createTokenRevocations } from './modules/auth';
import { createCompanySettingsCache } from './modules/settings';
import { listMarketingConsenters } from './modules/privacy';
// Each module's HTTP face (routes/) and background jobs (jobs.ts), registered below.
import { addressRoutes } from './modules/addresses/routes';
import { associateRoutes } from './modules/associates/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { businessValueRoutes } from './modules/business-values/routes';
import { registerAssociateJobs } from './modules/associates/jobs';
import { registerBusinessValueJobs } from './modules/business-values/jobs';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes, registerCatalogueCache } from './modules/catalog/routes';
import { listProductPageLinks } from './modules/catalog';
import { registerCatalogJobs } from './modules/catalog/jobs';
import { contactRoutes } from './modules/contacts/routes';
import { contentRoutes } from './modules/content/routes';
import { grievanceRoutes } from './modules/grievances/routes';
import { registerGrievanceJobs } from './modules/grievances/jobs';
import { couponRoutes } from './modules/coupons/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { earningsRoutes } from './modules/earnings/routes';
import { shopLinkRoutes } from './modules/shop-links/routes';
import { directSellerRoutes } from './modules/agreements/routes';
import { registerEarningsJobs } from './modules/earnings/jobs';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { registerInvoiceJobs } from './modules/invoices/jobs';
import { orderRoutes } from './modules/orders/routes';
import { registerOrderJobs } from './modules/orders/jobs';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { registerPaymentJobs } from './modules/payments/jobs';
import { privacyRoutes } from './modules/privacy/routes';
import { registerPrivacyJobs } from './modules/privacy/jobs';
import { profileRoutes } from './modules/profiles/routes';
import { requestRoutes } from './modules/requests/routes';
import { settingsRoutes } from './modules/settings/routes';
import { userDirectoryRoutes } from './modules/user-directory/routes';
import { walletRoutes } from './modules/wallet/routes';
import { registerWalletJobs } from './modules/wallet/jobs';
import { wishlistRoutes } from './modules/wishlist/routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Instead of the configured storage: tests pass a disk that refuses writes. */
  storage?: Storage;
}

export async function buildApp({ config, database, logger, storage }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: generateRequestId,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Graceful shutdown: stop accepting, let in-flight requests finish, drop idle keep-alives.
    forceCloseConnections: 'idle',
    // Every answer is bounded: past this, 503 with Retry-After (platform/error-handler.ts).
    handlerTimeout: config.REQUEST_TIMEOUT_MS,
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
  registerCatalogueCache(app, database);
  const messenger = createMessenger({
    db: database.db,
    transports: createTransports(config),
    log: app.log,
    keepCodes: isDevOutboxEnabled(config),
    marketingConsenters: listMarketingConsenters,
  });
  app.decorate('messenger', messenger);
  app.addHook('onReady', async () => messenger.start());
  app.addHook('onClose', async () => messenger.stop());
  const jobs = createJobRunner({
    db: database.db,
    log: app.log,
    // A job's catalogue write (popularity, stock released) shows in this process's next read.
    afterRun: () => app.catalogueCache.catchUp(),
  });
  app.decorate('jobs', jobs);
  // Jobs are registered with the routes below; the schedule starts once everything is ready.
  if (config.JOBS_ENABLED) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const razorpay = razorpayOptions(config);
  app.decorate('razorpay', razorpay ? createRazorpayClient(razorpay) : null);
  const razorpayX = razorpayXOptions(config);
  app.decorate('payoutGateway', razorpayX ? createRazorpayXClient(razorpayX) : null);
  await registerRateLimits(app);
  await registerOpenApi(app);
  await registerUploads(app, config, storage);

  await app.register(devOutboxRoutes);
  await app.register(healthRoutes(database));
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(grievanceRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(userDirectoryRoutes);
  await app.register(associateRoutes);
  await app.register(businessValueRoutes);
  await app.register(addressRoutes);
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(notificationRoutes);
  await app.register(couponRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(invoiceRoutes);
  await app.register(requestRoutes);
  await app.register(walletRoutes);
  await app.register(earningsRoutes);
  await app.register(shopLinkRoutes);
  await app.register(directSellerRoutes);
  await app.register(privacyRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  registerCatalogJobs(app);
  registerAssociateJobs(app);
  registerOrderJobs(app);
  registerPaymentJobs(app);
  registerInvoiceJobs(app);
  registerBusinessValueJobs(app);
  registerWalletJobs(app);
  registerEarningsJobs(app);
  registerGrievanceJobs(app);
  registerPrivacyJobs(app);

  await registerSpa(app, config.WEB_DIST_DIR, (request) =>
    listProductPageLinks({ db: app.db, cache: app.catalogueCache, url: request.url }),
  );
  return app;
}
