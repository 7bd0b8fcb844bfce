// Small static file server for the built shop (sirv): the host as a SPA, remotes with CORS.
import { createServer } from 'node:http';
import sirv from 'sirv';

/**
 * Files a redeploy changes in place: browsers must ask again every time. Extension-less paths are
 * SPA routes answered with index.html.
 */
const NO_CACHE = [
  /^\/runtime-config\.json$/,
  /\.html$/,
  /^\/[^.]*$/,
  /^\/mf-manifest.*\.json$/,
  /^\/locales\//,
];

/**
 * @param {{ dir: string, port: number, spa?: boolean, cors?: boolean, runtimeConfig?: object }} options
 *   `runtimeConfig` answers `/runtime-config.json` in place of the built file (a shop served on
 *   other ports, as the benchmark does).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, spa = false, cors = false, runtimeConfig }) {
  const assets = sirv(dir, {
    single: spa,
    etag: true,
    // The build writes `<file>.br` and `<file>.gz` beside every text file (scripts/compress-dist.mjs);
    // sirv answers with one of them when the browser accepts it, and adds `Vary: Accept-Encoding`.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (NO_CACHE.some((pattern) => pattern.test(pathname))) {
        res.setHeader('Cache-Control', 'no-cache');
      } else if (pathname.startsWith('/static/')) {
        // Hashed file names: safe to keep for good.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const server = createServer((req, res) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (runtimeConfig && req.url?.split('?')[0] === '/runtime-config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
