import { parse as parseQuery } from 'node:querystring';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes';
import { AttemptLimiter } from './accounts/attempt-limiter';
import { registerPasswordResetRoutes } from './accounts/password-reset-routes';
import { registerProfileRoutes } from './accounts/profile-routes';
import { registerSessionCookieRoute } from './accounts/session-cookie-route';
import { registerAddressRoutes } from './addresses/address-routes';
import { registerCartRoutes } from './cart/cart-routes';
import { registerCatalogRoutes } from './catalog/catalog-routes';
import { registerCatalogSearch } from './catalog/catalog-search';
import type { CatalogChanges } from './catalog/changes/catalog-changes';
import type { ProductSearch } from './catalog/product-search';
import { registerSearchRoute } from './catalog/search-route';
import { registerSuggestRoute } from './catalog/suggest-route';
import { registerCheckoutQuoteRoute } from './checkout/quote-route';
import { registerShopSettingsRoute } from './checkout/shop-settings-route';
import type { Config } from './config';
import { registerCountryRoutes } from './countries/country-routes';
import { registerCouponRoutes } from './coupons/coupon-routes';
import type { Database, Db } from './db/client';
import { registerHealthRoutes } from './health/health-routes';
import { Lifecycle } from './lifecycle/lifecycle';
import { Mailer } from './mail/mailer';
import { registerVerifyEmailRoutes } from './mail/verify-email-routes';
import { registerRoles } from './marketplace/roles';
import { registerOrderRoutes } from './orders/order-routes';
import { registerPlaceOrderRoute } from './orders/place-order-route';
import { registerAuth } from './plugins/auth';
import { registerCookies } from './plugins/cookies';
import { registerCorsPolicy } from './plugins/cors-policy';
import { registerCsrfCheck } from './plugins/csrf';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handling';
import { registerInputGuards } from './plugins/input-guards';
import { type LoggerSetting, loggerOptions, RequestLogs } from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { registerRequestIdEcho, requestIdOf } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorage } from './plugins/storage';
import { registerReturnRoutes } from './returns/return-routes';
import { registerReviewRoutes } from './reviews/review-routes';
import { registerSellerCouponRoutes } from './seller/coupons/coupon-routes';
import { pictureSlots } from './seller/picture-slots';
import { registerSellerAndOperatorRoutes } from './seller/seller-routes';
import { registerSellerStatementRoutes } from './seller/statements/statement-routes';
import { registerShipmentRoutes } from './shipments/shipment-routes';
import { registerVendorRoutes } from './vendors/vendor-routes';
import { registerWalletRoutes } from './wallet/wallet-routes';
import { registerWishlistRoutes } from './wishlist/wishlist-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The catalogue's committed writes, as notified (migration 0069). */
    catalogChanges: CatalogChanges;
    productSearch: ProductSearch & { started(): Promise<unknown> };
  }
}

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** true logs to stdout; tests pass a stream to read the lines. */
  logger?: LoggerSetting;
  /** The server's shutdown state, for readiness; tests that do not shut down leave it out. */
  lifecycle?: Lifecycle;
  /** Sees every route as it is registered (the contract test compares their schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole API on a given database; tests call it with a fresh in-memory one. */
export async function buildApp({
  database,
  config,
  logger = false,
  lifecycle = new Lifecycle(),
  onRoute,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(logger, config.logLevel),
    logController: new RequestLogs(),
    genReqId: requestIdOf,
    // `color[]=a&color[]=b` and `color=a&color=b` both arrive as `color: [a, b]`.
    routerOptions: { querystringParser: parseBracketQuery },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: true } },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('mail', new Mailer(config, app.log));
  app.decorate('pictureSlots', pictureSlots());
  app.addHook('onClose', () => app.mail.close());
  registerCatalogSearch(app, database);
  acceptEmptyJsonBodies(app);

  registerRequestIdEcho(app);
  registerMetrics(app, database);
  registerErrorHandling(app);
  registerInputGuards(app);
  registerSecurityHeaders(app);
  await registerCorsPolicy(app);
  await registerCookies(app);
  registerCsrfCheck(app);
  // Brotli or gzip for JSON answers from 1 KB. Answers up to 64 KB compress in one synchronous
  // call: the stream path's per-answer zlib stream cost a fifth of the CPU of a cart answer, and
  // on two cores shared with the database there is no idle core to overlap. These answers are
  // compressed once per request (cached catalogue answers compress once per period, at quality
  // 4), so brotli runs at quality 2: a 6 KB cart in half the time of quality 4, 10 % larger.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 65536,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
  });
  if (config.apiDocs) await registerDocs(app);
  await registerStorage(app);
  registerAuth(app);
  registerRoles(app);

  registerHealthRoutes(app, database, lifecycle, () => app.productSearch.started());

  const limiter = new AttemptLimiter(database.db, config);
  await app.register(
    async (v1: FastifyInstance) => {
      registerAccountRoutes(v1, limiter);
      registerSessionCookieRoute(v1);
      registerPasswordResetRoutes(v1, limiter);
      registerVerifyEmailRoutes(v1);
      registerProfileRoutes(v1, limiter);
      registerCatalogRoutes(v1);
      registerSearchRoute(v1);
      registerSuggestRoute(v1);
      registerReviewRoutes(v1);
      registerVendorRoutes(v1);
      registerCartRoutes(v1, limiter);
      registerWishlistRoutes(v1);
      registerAddressRoutes(v1);
      registerCountryRoutes(v1);
      registerWalletRoutes(v1);
      registerCouponRoutes(v1);
      registerPlaceOrderRoute(v1);
      registerCheckoutQuoteRoute(v1, limiter);
      registerShopSettingsRoute(v1);
      registerOrderRoutes(v1);
      registerShipmentRoutes(v1);
      registerReturnRoutes(v1);
      registerSellerAndOperatorRoutes(v1);
      registerSellerCouponRoutes(v1);
      registerSellerStatementRoutes(v1);
    },
    { prefix: '/v1' },
  );
  await app.ready();
  return app;
}

/**
 * Clients send `Content-Type: application/json` on body-less POSTs (logout, set-default); an
 * empty body then means "no body" instead of a 400. Anything else goes to Fastify's safe parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}

function parseBracketQuery(raw: string): Record<string, unknown> {
  const parsed = parseQuery(raw);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = result[name];
    const values = Array.isArray(value) ? value : [value];
    result[name] =
      previous === undefined
        ? key.endsWith('[]')
          ? values
          : value
        : [...(Array.isArray(previous) ? previous : [previous]), ...values];
  }
  return result;
}
