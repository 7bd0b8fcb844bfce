import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOrigins, startFakeOrigins, testSettings } from '../../test/fake-origins';
import { createService, type RenderService } from './create-service';

let origins: FakeOrigins;
let service: RenderService;

async function startService(env: Record<string, string> = {}, argv: string[] = []) {
  service = await createService(testSettings(origins.configUrl, env, argv), { logger: false });
  await service.start();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers });

beforeEach(async () => {
  origins = await startFakeOrigins();
});
afterEach(async () => {
  await service?.stop();
  await origins.close();
});

describe('a rendered document', () => {
  it('carries the page in the host document with its language, a fresh nonce and the policy', async () => {
    await startService();
    const first = await get('/store?page=2', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-shop-render']).toBe('server');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Language, Cookie');
    expect(first.body).toContain('<html lang="de" dir="ltr">');
    expect(first.body).toContain(
      '<div id="root"><main style="--Paper-shadow:none">catalog 1.0.0 in de at /store?page=2 render',
    );
    expect(first.body).toMatch(/<\/main><\/div><script type="application\/json" id="versions">/);
    const nonce = /<style nonce="([0-9a-f]{32})">main\{\}<\/style><\/head>/.exec(first.body)?.[1];
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.headers['content-security-policy']).toContain(
      "connect-src 'self' http://api.test:4000 http://files.test",
    );
    // Its style attribute, by hash only.
    const styleHash = createHash('sha256').update('--Paper-shadow:none').digest('base64');
    expect(first.headers['content-security-policy']).toContain(
      `style-src-attr 'unsafe-hashes' 'sha256-${styleHash}';`,
    );
    const second = await get('/store?page=2');
    expect(second.body).not.toContain(nonce);
  });

  it('takes the language from ?lang, then the shop-language cookie, then the browser', async () => {
    await startService();
    const lang = async (url: string, headers: Record<string, string>) =>
      /<html lang="(\w+)" dir="(\w+)">/.exec((await get(url, headers)).body)?.slice(1);
    expect(await lang('/?lang=ar', { cookie: 'shop-language=du' })).toEqual(['ar', 'rtl']);
    expect(await lang('/', { cookie: 'a=1; shop-language=du', 'accept-language': 'ar' })).toEqual([
      'de',
      'ltr',
    ]);
    expect(await lang('/', { 'accept-language': 'de-AT' })).toEqual(['de', 'ltr']);
    expect(await lang('/', { 'accept-language': 'en-US' })).toEqual(['ar', 'rtl']);
  });

  it('answers the status of the page, and redirects with Location', async () => {
    await startService();
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-shop-render']).toBe('server');
    const alias = await get('/cart');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/card');
  });

  it('answers a form the browser sent itself with the same page, never echoing the body', async () => {
    await startService();
    const posted = await service.app.inject({
      method: 'POST',
      url: '/signin?returnTo=%2Fcard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=sara%40example.com&password=Geheim-123',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/signin?returnTo=%2Fcard');
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.body).not.toContain('Geheim');
    const multipart = await service.app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(multipart.statusCode).toBe(303);
  });
});

describe('the fallback to the static document', () => {
  it('answers the static document when a render throws, is too slow or kills its worker', async () => {
    await startService();
    for (const path of ['/throw', '/slow', '/crash']) {
      const started = Date.now();
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['x-shop-render'], path).toBe('fallback');
      expect(answer.body, path).toContain('<div id="root"></div>');
      expect(answer.body, path).toMatch(/<meta property="csp-nonce" nonce="[0-9a-f]{32}">/);
      // The deadline (800 ms here) cut it: /slow alone takes 10 s (a loaded machine gets slack).
      expect(Date.now() - started, path).toBeLessThan(5000);
    }
    // The dead worker is replaced (which takes a moment): then every request is rendered again.
    await expect.poll(async () => (await get('/')).headers['x-shop-render']).toBe('server');
    for (let i = 0; i < 4; i++) expect((await get('/')).headers['x-shop-render']).toBe('server');
  });

  it('does not render requests that were answered with the fallback while they waited', async () => {
    await startService({ RENDER_WORKERS: '1' });
    const renderedIn = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="rendered">(.*?)<\/script>/.exec(body)?.[1] ?? '[]',
      );
    await get('/');
    // /busy holds the only worker for 1.5 s: the two requests behind it pass their deadline.
    const answers = await Promise.all([get('/busy'), get('/?waited=1'), get('/?waited=2')]);
    expect(answers.map((answer) => answer.headers['x-shop-render'])).toEqual([
      'fallback',
      'fallback',
      'fallback',
    ]);
    let next: Awaited<ReturnType<typeof get>> | undefined;
    await expect
      .poll(async () => {
        next = await get('/');
        return next.headers['x-shop-render'];
      })
      .toBe('server');
    // The worker rendered the busy page (it ran to its end), never the two that expired waiting.
    const rendered = renderedIn(next?.body ?? '');
    expect(rendered).toContain('/busy');
    expect(rendered).not.toContain('/?waited=1');
    expect(rendered).not.toContain('/?waited=2');
  });

  it('answers the static document while no generation is ready, and /readyz says so', async () => {
    await startService({ HOST_SERVER_BUILD: '/nowhere/server/index.js' });
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(503);
    const answer = await get('/product/1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-shop-render']).toBe('fallback');
  });
});

describe('ORIGIN_MAP', () => {
  it("fetches manifests and the server build's requests at internal addresses", async () => {
    await origins.close();
    origins = await startFakeOrigins('http://remotes.public.test');
    await startService({ ORIGIN_MAP: `http://remotes.public.test=${origins.origin}` });
    const answer = await get('/');
    expect(answer.headers['x-shop-render']).toBe('server');
    expect(answer.body).toContain('catalog 1.0.0');
  });
});

describe('the public server (pnpm start)', () => {
  it("passes /api/ to the API on the shop's own origin, with the cookie, and the answer back", async () => {
    const seen: IncomingMessage[] = [];
    const api = createServer((request, response) => {
      seen.push(request);
      response.setHeader('set-cookie', 'shop-session=abc; HttpOnly; SameSite=Lax; Path=/');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = api.address() as AddressInfo;
      await startService({ API_UPSTREAM: `http://127.0.0.1:${port}` });
      const answer = await service.app.inject({
        method: 'POST',
        url: '/api/v1/cart?x=1',
        headers: { cookie: 'shop-session=abc', 'content-type': 'application/json' },
        payload: { product_id: 1 },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ path: '/v1/cart?x=1' });
      expect(answer.headers['set-cookie']).toBe('shop-session=abc; HttpOnly; SameSite=Lax; Path=/');
      expect(seen[0]?.method).toBe('POST');
      expect(seen[0]?.headers.cookie).toBe('shop-session=abc');
    } finally {
      api.close();
    }
  });

  it('refuses API_UPSTREAM behind nginx, where nginx passes /api/', () => {
    expect(() =>
      testSettings(origins.configUrl, { API_UPSTREAM: 'http://127.0.0.1:4000' }, [
        '--public=false',
      ]),
    ).toThrow(/API_UPSTREAM is for the public server/);
  });

  it("serves the host's static files with nginx's caching, never the raw document", async () => {
    await startService();
    const script = await get('/static/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const texts = await get('/locales/ar/translation.json');
    expect(texts.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(texts.body)).toEqual({ hello: 'مرحبا' });
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    expect((await get('/static/nothing.js')).statusCode).toBe(404);
    const config = await get('/runtime-config.json');
    expect(config.headers['x-content-type-options']).toBe('nosniff');
    const document = await get('/index.html');
    expect(document.body).not.toContain('__CSP_NONCE__');
  });

  it('compresses the rendered document as nginx does behind it (brotli, else gzip)', async () => {
    await startService();
    const page = (encoding: string) =>
      service.app.inject({
        method: 'GET',
        url: '/store',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await page('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('catalog 1.0.0 in');
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('catalog 1.0.0 in');
    expect((await page('identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('behind nginx (--public=false)', () => {
  it('leaves the nonce placeholder and the policy to nginx', async () => {
    await startService({}, ['--public=false']);
    const answer = await get('/');
    expect(answer.headers['x-shop-render']).toBe('server');
    expect(answer.body).toContain('nonce="__CSP_NONCE__"');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    const styleHash = createHash('sha256').update('--Paper-shadow:none').digest('base64');
    expect(answer.headers['x-shop-style-hashes']).toBe(`'sha256-${styleHash}'`);
    expect((await get('/favicon.svg')).headers['x-shop-render']).toBe('server');
  });
});

describe('the document cache', () => {
  const renderNumber = async (url: string, headers: Record<string, string> = {}) =>
    /render (\d+)</.exec((await get(url, headers)).body)?.[1];

  it('serves a page again for the same path, query and language, each time with a new nonce', async () => {
    await startService({ DOCUMENT_CACHE_MS: '10000', RENDER_WORKERS: '1' });
    const first = await renderNumber('/store?page=2&lang=ar');
    expect(await renderNumber('/store?page=2&lang=ar')).toBe(first);
    expect(await renderNumber('/store?page=2', { cookie: 'shop-language=ar' })).not.toBe(first);
    expect(await renderNumber('/store?page=2&lang=de')).not.toBe(first);
    expect(await renderNumber('/store?page=3&lang=ar')).not.toBe(first);
    const signedIn = { authorization: 'Bearer token' };
    expect(await renderNumber('/store?page=2&lang=ar', signedIn)).not.toBe(first);
    const nonces = await Promise.all(
      [1, 2].map(
        async () => (await get('/store?page=2&lang=ar')).headers['content-security-policy'],
      ),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps no fallback answer', async () => {
    await startService({ DOCUMENT_CACHE_MS: '10000' });
    expect((await get('/throw')).headers['x-shop-render']).toBe('fallback');
    expect((await get('/throw')).headers['x-shop-render']).toBe('fallback');
    expect((await get('/missing')).headers['x-shop-render']).toBe('server');
  });
});
