/**
 * `GET /sitemap.xml` and `GET /robots.txt` of the render service, built from the shop API.
 * Register with the API's and the shop's public address (values, or functions for the current
 * value when the runtime configuration can change):
 * `app.register(sitemapRoutes, { apiBaseUrl: () => config.apiBaseUrl, origin: publicOrigin })`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { RefreshingCache } from './refreshing-cache';
import { robotsTxt } from './robots-txt';
import { loadCatalogIds } from './shop-catalog';
import { SITEMAP_URL_LIMIT, sitemapXml } from './sitemap-xml';

type Setting = string | (() => string);

export interface SitemapRoutesOptions {
  /** The API's base URL without `/v1`, as in the runtime configuration. */
  apiBaseUrl: Setting;
  /** The shop's public origin, e.g. `https://shop.example`. */
  origin: Setting;
  /** How long a built sitemap is served before it is built again (default 5 minutes). */
  cacheMs?: number;
}

const currentValue = (setting: Setting) =>
  (typeof setting === 'function' ? setting() : setting).replace(/\/+$/, '');

export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (app, options) => {
  const cache = new RefreshingCache<string>(options.cacheMs ?? 5 * 60_000);

  app.get('/sitemap.xml', async (request, reply) => {
    const apiBaseUrl = currentValue(options.apiBaseUrl);
    const origin = currentValue(options.origin);
    try {
      const xml = await cache.get(`${apiBaseUrl} ${origin}`, async () =>
        sitemapXml(
          origin,
          await loadCatalogIds(apiBaseUrl, { maxProducts: SITEMAP_URL_LIMIT / 2 }),
        ),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    } catch (error) {
      request.log.error({ err: error }, 'sitemap: the shop API could not be read');
      return reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain')
        .send('Try again later.');
    }
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(currentValue(options.origin))),
  );
};
