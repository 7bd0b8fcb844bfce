/**
 * The render service: Fastify answering every document path with a rendered page (or the static
 * document), `/healthz` and `/readyz`, and, as the public server, the host's static files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { checkTemplate } from '../document/compose';
import { DocumentAnswers } from '../document/document-answers';
import { DocumentCache } from '../document/document-cache';
import { SECURITY_HEADERS } from '../document/public-headers';
import { mapUrl } from '../generations/origin-map';
import { SiteRenderer } from '../generations/site-renderer';
import { LogOnce } from '../log-once';
import type { Settings, SiteSettings } from '../settings';
import { sitemapRoutes } from '../sitemap/sitemap-routes';
import { registerFormPosts } from './form-posts';
import { registerStaticFiles } from './static-files';

/** nginx names the host site a document is for (it overwrites anything a client sends). */
const SITE_HEADER = 'x-shop-site';
const DEFAULT_SITE = 'host';
/** nginx's `gzip_min_length` default, in bytes: the public server compresses what nginx would. */
const NGINX_GZIP_MIN_LENGTH = 20;

export interface RenderService {
  app: FastifyInstance;
  /** Starts polling; resolves after the default site's first poll. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createService(
  settings: Settings,
  { logger = true }: { logger?: boolean } = {},
): Promise<RenderService> {
  const template = readFileSync(join(settings.hostDist, 'index.html'), 'utf8');
  checkTemplate(template);
  // One line per problem cause and per generation switch, not one per request.
  const app = Fastify({
    logger: logger && { level: process.env.LOG_LEVEL ?? 'info' },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  const problems = new LogOnce(log);
  const cache = new DocumentCache(settings.cacheMs);
  const answers = new DocumentAnswers({
    template,
    cache,
    problems,
    isPublic: settings.public,
  });

  const sites = new Map<string, SiteRenderer>();
  const siteRenderer = (name: string, site: SiteSettings, workers: number) => {
    const renderer = new SiteRenderer({
      name,
      site,
      serverBuild: settings.serverBuild,
      originMap: settings.originMap,
      workers,
      pollMs: settings.pollMs,
      deadlineMs: settings.deadlineMs,
      logger: log,
      problems,
      onSwitch: () => cache.clear(),
    });
    sites.set(name, renderer);
    return renderer;
  };
  const main = siteRenderer(DEFAULT_SITE, settings.site, settings.workers);
  // Further sites (nginx's extra hosts) start on their first request, with one worker each.
  const started = new Set<string>([DEFAULT_SITE]);
  for (const [name, site] of Object.entries(settings.sites)) siteRenderer(name, site, 1);
  const siteOf = (request: FastifyRequest): [string, SiteRenderer] => {
    const name = settings.public ? undefined : request.headers[SITE_HEADER];
    const site = typeof name === 'string' ? sites.get(name) : undefined;
    if (!site || typeof name !== 'string') return [DEFAULT_SITE, main];
    if (!started.has(name)) {
      started.add(name);
      void site.start();
    }
    return [name, site];
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) =>
    main.ready
      ? { status: 'ready', generation: main.fingerprint }
      : reply.code(503).send({ status: 'starting' }),
  );
  if (settings.public) {
    app.addHook('onSend', async (_request, reply) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        if (!reply.hasHeader(name)) reply.header(name, value);
    });
    // Documents compressed as nginx compresses them in production (a 250 KB page is about 25 KB):
    // what `pnpm start` serves is what a newcomer measures. Static files come precompressed.
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: NGINX_GZIP_MIN_LENGTH,
    });
    const file =
      'file' in settings.site.runtimeConfig ? settings.site.runtimeConfig.file : undefined;
    await registerStaticFiles(app, settings.hostDist, file);
    // The API on the shop's own origin (decision 0017): /api/v1/cart is the API's /v1/cart.
    if (settings.apiUpstream)
      await app.register(fastifyHttpProxy, {
        upstream: settings.apiUpstream,
        prefix: '/api',
        rewritePrefix: '',
      });
  }
  // sitemap.xml and robots.txt from the API the main site's configuration names (reached through
  // ORIGIN_MAP inside a container), before the catch-all document route.
  await app.register(sitemapRoutes, {
    apiBaseUrl: () => mapUrl(main.runtimeConfig?.apiBaseUrl ?? '', settings.originMap),
    origin: settings.site.origin,
  });
  registerFormPosts(app);
  app.get('/*', async (request, reply) => {
    const [name, site] = siteOf(request);
    const { headers } = request;
    const answer = await answers.answer(site, name, request.url, {
      cookie: headers.cookie,
      'accept-language': headers['accept-language'],
      authorization: headers.authorization,
    });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });

  return {
    app,
    start: () => main.start(),
    async stop() {
      await app.close();
      await Promise.all([...sites.values()].map((site) => site.stop()));
    },
  };
}
