import compress from '@fastify/compress';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@khidma/shared/constants';
import { SANDBOX_GATEWAY_PREFIX, type Config } from './config';
import type { Database, Db } from './db/client';
import { createLogger, OneLineRequestLog, requestLogger } from './logger';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import type { PaymentGateway } from './adapters/payments/gateway';
import type { SandboxGateway } from './adapters/payments/sandbox-gateway';
import type { FetchLike } from './adapters/payments/upayments-gateway';
import { createEmail } from './adapters/email/create-email';
import type { EmailSender } from './adapters/email/email';
import { createSms } from './adapters/sms/create-sms';
import { createWhatsApp } from './adapters/whatsapp/create-whatsapp';
import type { WhatsAppSender } from './adapters/whatsapp/whatsapp';
import type { SmsSender } from './adapters/sms/sms';
import { createStorage } from './adapters/storage/create-storage';
import type { FileStorage } from './adapters/storage/storage';
import { COMPRESS_THRESHOLD, ENCODINGS } from './lib/content-encoding';
import { addressRoutes } from './modules/addresses/routes';
import { authAdminRoutes } from './modules/auth/admin-routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogPageHeads } from './modules/catalog/page-meta';
import { catalogPagePaths } from './modules/catalog/page-paths';
import { catalogPageImages, createPagePreloads } from './modules/catalog/page-preloads';
import { catalogAdminRoutes } from './modules/catalog/admin-routes';
import { catalogChangesPlugin } from './modules/catalog/changes';
import { KeptReads, serverWithKeptReads } from './modules/catalog/kept-reads';
import { ResponseCache } from './modules/catalog/response-cache';
import { catalogRoutes, searchAnswersCache } from './modules/catalog/routes';
import { earningsRoutes, financeAdminRoutes } from './modules/finance/routes';
import { healthRoutes } from './modules/health/routes';
import { JobQueue } from './modules/jobs/queue';
import { defineTimerJobs } from './modules/jobs/timer-jobs';
import { receiptRoutes } from './modules/notifications/receipt-routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { orderPartnerRoutes } from './modules/orders/partner-routes';
import { orderRoutes } from './modules/orders/routes';
import { partnerAdminRoutes } from './modules/partners/admin-routes';
import { partnerPortalRoutes } from './modules/partners/partner-routes';
import { partnerRoutes } from './modules/partners/routes';
import { createPageRenderer, loadWebRenderer, type PageCacheStats } from './modules/pages/renderer';
import { paymentRoutes } from './modules/payments/routes';
import { promotionAdminRoutes, promotionRoutes } from './modules/promotions/routes';
import { refundAdminRoutes } from './modules/payments/refund-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { settingsAdminRoutes } from './modules/settings/routes';
import { areaRoutes } from './modules/areas/routes';
import { slotRoutes } from './modules/slots/routes';
import { uploadOwnershipPlugin } from './modules/uploads/ownership';
import { uploadsModule } from './modules/uploads/routes';
import { csrfPlugin } from './plugins/csrf';
import { envelopePlugin, frameworkErrorHandler } from './plugins/envelope';
import { languagePlugin } from './plugins/language';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { apiSecurityHeaders, securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /**
     * Serialized catalogue responses, keyed by their routes' paths below API_PREFIX (KeptReads answers by them
     * before routing); a write goes through `changeCatalog`, which invalidates them everywhere.
     */
    catalogCache: ResponseCache;
    /** Search answers by term and language, emptied with catalogCache (catalog/routes.ts searchAnswersCache). */
    searchAnswers: ResponseCache;
    /** Uploaded files (disk under UPLOADS_DIR, or S3); `owns(url)` tells our upload URLs from any other. */
    storage: FileStorage;
    /** UPayments, or the built-in sandbox when no gateway key is configured (issue 6). */
    paymentGateway: PaymentGateway;
    /** The built-in sandbox gateway, mounted at /sandbox-gateway; null when UPayments is configured. */
    sandboxGateway: SandboxGateway | null;
    /** Texts to phones: login codes, and what happens to an order or an application (SMS_DRIVER). */
    sms: SmsSender;
    /** How many rendered catalogue pages are kept and the memory they take (bounded by PAGE_CACHE_MB). */
    renderedPages: () => PageCacheStats;
    /** The durable job queue (pg-boss on this database); started when the app is ready, stopped before it closes. */
    jobs: JobQueue;
    /** Email (EMAIL_DRIVER) and WhatsApp (WHATSAPP_DRIVER): the outbox's other channels (issue 24). */
    email: EmailSender;
    whatsapp: WhatsAppSender;
  }
}

export type BuildOptions = {
  /** A ready logger (tests capture lines with one); otherwise createLogger(config). */
  logger?: FastifyBaseLogger;
  /** The HTTP client of outgoing gateway calls (tests route our own origin through app.inject). */
  fetch?: FetchLike;
  /** Closing the app closes the database too, last: after the listener and the job queue have stopped. */
  closeDatabase?: boolean;
};

/** The whole server, ready to inject or listen: plugins first, then the modules. Opens nothing itself. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}) {
  const logger = options.logger ?? createLogger(config);
  const requestLog = new OneLineRequestLog(logger);
  // Trust exactly as many X-Forwarded-For hops as there are proxies in front of us. (Fastify's own hop count
  // trusts nothing, so a function.) With no proxy, false: Fastify's plain request, whose ip is the socket's,
  // instead of one that walks X-Forwarded-For through the function.
  const trustProxy =
    config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false;
  const catalogCache = new ResponseCache();
  const searchAnswers = searchAnswersCache();
  let closing = false;
  const keptReads = new KeptReads({
    cache: catalogCache,
    byTarget: searchAnswers,
    apiHeaders: apiSecurityHeaders(config),
    log: requestLog,
    clientAddress: trustProxy ? (request) => proxyAddr(request, trustProxy) : (request) => request.socket.remoteAddress,
    closing: () => closing,
  });
  const app = Fastify({
    loggerInstance: logger,
    logController: requestLog,
    childLoggerFactory: requestLogger,
    genReqId: () => randomUUID(),
    serverFactory: serverWithKeptReads(keptReads),
    trustProxy,
    bodyLimit: 1024 * 1024,
    // A stopping process answers what still reaches it on a connection already open (its database closes after
    // the listener), each answer with `Connection: close`, so the client's next request goes to another process.
    // Fastify's default, a 503 to such a request, failed a shopper's slots read in the SIGTERM drain of
    // scale-out.test: a proxy resends a refused connection, not an answer.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(apiSecurityHeaders(config)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // onClose hooks run last-registered first, so this one, registered before any other, runs after them all.
  if (options.closeDatabase) app.addHook('onClose', () => database.close());

  // Shutdown: requests in flight finish, and their keep-alive connections close behind them instead of holding
  // the server open until the client lets go.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('catalogCache', catalogCache);
  app.decorate('searchAnswers', searchAnswers);
  const storage = createStorage(config);
  app.decorate('storage', storage);
  const payments = createPaymentGateway(config, { fetch: options.fetch, log: app.log });
  app.decorate('paymentGateway', payments.gateway);
  app.decorate('sandboxGateway', payments.sandbox);
  app.decorate('sms', createSms(config, database.db, app.log));
  app.decorate('email', createEmail(config, database.db, app.log));
  app.decorate('whatsapp', createWhatsApp(config, database.db, app.log));
  const jobs = new JobQueue(database, {
    worker: config.JOBS_WORKER,
    pollSeconds: config.JOBS_POLL_SECONDS,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  // Modules define their jobs while they register; the queue starts once all have. It stops in onClose, after
  // Fastify has stopped listening (stopped in preClose, it kept the listener open answering every request 503 for
  // as long as running jobs took to finish), and before the database closes.
  app.addHook('onReady', () => jobs.startWhenReachable());
  app.addHook('onClose', () => jobs.stop());

  await app.register(envelopePlugin);
  // Answers in br or gzip for clients that accept them; the catalogue's cached bytes come compressed already.
  await app.register(compress, { encodings: [...ENCODINGS], threshold: COMPRESS_THRESHOLD });
  await app.register(securityPlugin, {
    config,
    imageOrigins: [...config.imageOrigins, ...(storage.origin ? [storage.origin] : [])],
  });
  await app.register(sessionPlugin);
  await app.register(languagePlugin);
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin);
  if (config.API_DOCS) await app.register(openapiPlugin);
  await app.register(uploadOwnershipPlugin);

  await app.register(catalogChangesPlugin);

  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: API_PREFIX });
  await app.register(catalogAdminRoutes, { prefix: API_PREFIX });
  await app.register(uploadsModule);
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(authAdminRoutes, { prefix: API_PREFIX });
  await app.register(passwordResetRoutes, { prefix: API_PREFIX });
  await app.register(partnerRoutes, { prefix: API_PREFIX });
  await app.register(partnerAdminRoutes, { prefix: API_PREFIX });
  await app.register(partnerPortalRoutes, { prefix: API_PREFIX });
  await app.register(addressRoutes, { prefix: API_PREFIX });
  await app.register(cartRoutes, { prefix: API_PREFIX });
  await app.register(slotRoutes, { prefix: API_PREFIX });
  await app.register(orderRoutes, { prefix: API_PREFIX });
  await app.register(orderAdminRoutes, { prefix: API_PREFIX });
  await app.register(orderPartnerRoutes, { prefix: API_PREFIX });
  await app.register(reviewRoutes, { prefix: API_PREFIX });
  await app.register(settingsAdminRoutes, { prefix: API_PREFIX });
  await app.register(areaRoutes, { prefix: API_PREFIX });
  await app.register(paymentRoutes, { prefix: API_PREFIX });
  await app.register(promotionRoutes, { prefix: API_PREFIX });
  await app.register(promotionAdminRoutes, { prefix: API_PREFIX });
  await app.register(refundAdminRoutes, { prefix: API_PREFIX });
  await app.register(notificationRoutes, { prefix: API_PREFIX });
  await app.register(receiptRoutes, { prefix: API_PREFIX });
  await app.register(earningsRoutes, { prefix: API_PREFIX });
  await app.register(financeAdminRoutes, { prefix: API_PREFIX });
  await defineTimerJobs(app);
  if (payments.sandbox) await app.register(payments.sandbox.plugin, { prefix: SANDBOX_GATEWAY_PREFIX });

  const webRenderer = await loadWebRenderer(config.WEB_SSR_DIR);
  const pageRenderer =
    webRenderer && createPageRenderer(app, webRenderer, app.catalogCache, app.log, config.PAGE_CACHE_MB * 1024 * 1024);
  app.decorate('renderedPages', pageRenderer?.stats ?? (() => ({ pages: 0, bytes: 0, maxBytes: 0 })));
  await app.register(staticFilesPlugin, {
    pagePreloads: createPagePreloads(config.WEB_DIST_DIR, catalogPageImages(app.db, app.catalogCache)),
    pageHead: catalogPageHeads(app.db, app.catalogCache, config.publicUrl),
    renderPage: pageRenderer?.render,
    pagePaths: catalogPagePaths(app.db, app.catalogCache),
  });
  return app;
}

/** The server as tests and scripts hold it: typed by its zod schemas. */
export type App = Awaited<ReturnType<typeof buildApp>>;
