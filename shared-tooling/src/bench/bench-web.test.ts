// @vitest-environment node
// The logic of `pnpm bench:web` (scripts/bench): option parsing, the check that Lighthouse
// measured the intended, server-rendered page, medians and the printed table.
import { describe, expect, it } from 'vitest';
import {
  documentRenderHeader,
  pageStateProblems,
  ROUTES,
  staticFallbackProblems,
} from '../../../scripts/bench/bench-routes.mjs';
import { parseOptions } from '../../../scripts/bench/options.mjs';
import {
  formatTable,
  median,
  medianFigures,
  missedTargets,
} from '../../../scripts/bench/summary.mjs';

const route = (label: string) => {
  const found = ROUTES.find((item) => item.label === label);
  if (!found) throw new Error(`no route ${label}`);
  return found;
};

const figures = {
  performance: 96,
  accessibility: 100,
  lcpMs: 1900,
  cls: 0.01,
  tbtMs: 120,
  jsBytes: 310 * 1024,
  requests: 21,
};

describe('parseOptions', () => {
  it('measures every route in German and Arabic three times by default', () => {
    const options = parseOptions([]);
    expect(options.routes.map((item) => item.label)).toEqual([
      '/',
      '/store',
      '/product/{id}',
      '/card',
      '/checkout',
      '/my-account',
      '/signin',
    ]);
    expect(options).toMatchObject({
      languages: ['du', 'ar'],
      runs: 3,
      build: true,
      clicks: true,
      throttling: 'simulate',
    });
  });

  it('narrows routes, languages and runs', () => {
    const options = parseOptions([
      '--routes',
      '/card,/product',
      '--languages',
      'ar',
      '--runs',
      '1',
      '--no-build',
      '--throttling',
      'devtools',
      '--record',
      'docs/benchmarks/web',
    ]);
    expect(options.routes.map((item) => item.label)).toEqual(['/product/{id}', '/card']);
    expect(options).toMatchObject({
      languages: ['ar'],
      runs: 1,
      build: false,
      throttling: 'devtools',
      record: 'docs/benchmarks/web',
    });
  });

  it('refuses unknown routes, languages, run counts and options', () => {
    expect(() => parseOptions(['--routes', '/nowhere'])).toThrow('Unknown route: /nowhere');
    expect(() => parseOptions(['--languages', 'fr'])).toThrow('Unknown language: fr');
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs');
    expect(() => parseOptions(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option: --fast');
    expect(() => parseOptions(['--throttling', 'none'])).toThrow('--throttling is one of');
  });
});

describe('pageStateProblems', () => {
  const cart = route('/card');
  const signedInCart = {
    path: '/card',
    lang: 'ar',
    dir: 'rtl',
    remotes: ['cartCheckout'],
    hasMarker: true,
    serverRendered: true,
    render: 'server',
  };

  it('accepts the signed-in page in the requested language', () => {
    expect(pageStateProblems(signedInCart, cart, '/card', 'ar')).toEqual([]);
  });

  it('reports a sign-in redirect, the wrong language and a missing marker', () => {
    const redirected = {
      path: '/signin',
      lang: 'de',
      dir: 'ltr',
      remotes: ['auth'],
      hasMarker: false,
      serverRendered: true,
      render: 'server',
    };
    expect(pageStateProblems(redirected, cart, '/card', 'ar')).toEqual([
      'ended on /signin instead of /card',
      '<html lang="de"> instead of "ar"',
      '<html dir="ltr"> instead of "rtl"',
      'no cartCheckout page (remotes: auth)',
      '[data-testid="cart-item"] missing',
    ]);
  });

  it('tags German pages `de`', () => {
    const german = { ...signedInCart, lang: 'de', dir: 'ltr' };
    expect(pageStateProblems(german, cart, '/card', 'du')).toEqual([]);
  });

  it('reports the static fallback measured instead of a server-rendered page', () => {
    const fallback = { ...signedInCart, serverRendered: false, render: 'fallback' };
    expect(pageStateProblems(fallback, cart, '/card', 'ar')).toEqual([
      'X-Shop-Render: fallback instead of server',
      'no <script id="shop-document-state">',
    ]);
  });

  it('reports a run whose state was not recorded', () => {
    expect(pageStateProblems(undefined, cart, '/card', 'du')).toHaveLength(1);
  });
});

describe('server rendering checks', () => {
  it('accepts only a document with the server header and its state element', () => {
    expect(staticFallbackProblems({ render: 'server', serverRendered: true })).toEqual([]);
    expect(staticFallbackProblems({ render: 'server', serverRendered: false })).toHaveLength(1);
    expect(staticFallbackProblems({ render: null, serverRendered: true })).toEqual([
      'X-Shop-Render: (none) instead of server',
    ]);
  });

  it("reads the measured document's X-Shop-Render from the DevTools log, after a redirect", () => {
    const answer = (url: string, type: string, headers: Record<string, string>) => ({
      method: 'Network.responseReceived',
      params: { type, response: { url, headers } },
    });
    const log = [
      answer('http://localhost:3000/product/1?lang=ar', 'Document', {
        'X-Shop-Render': 'fallback',
      }),
      answer('http://localhost:3000/static/js/main.js', 'Script', { 'x-shop-render': 'server' }),
      answer('http://localhost:3000/product/1', 'Document', { 'x-shop-render': 'server' }),
      answer('http://localhost:3000/store', 'Document', { 'x-shop-render': 'fallback' }),
    ];
    expect(documentRenderHeader(log, 'http://localhost:3000/product/1')).toBe('server');
    expect(documentRenderHeader(log.slice(0, 2), 'http://localhost:3000/product/1')).toBe(
      'fallback',
    );
    expect(documentRenderHeader(log, 'http://localhost:3000/signin')).toBeNull();
  });
});

describe('summary', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring missing figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('takes the median of each figure on its own', () => {
    const runs = [
      { ...figures, performance: 90, lcpMs: 2500 },
      { ...figures, performance: 98, lcpMs: 1500 },
      { ...figures, performance: 94, lcpMs: 3000 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 94, lcpMs: 2500 });
  });

  it('names the targets a page misses', () => {
    expect(missedTargets(figures)).toEqual([]);
    expect(
      missedTargets({ ...figures, performance: 94, accessibility: 98, cls: 0.021, tbtMs: 201 }),
    ).toEqual(['perf', 'a11y', 'CLS', 'TBT']);
    expect(missedTargets({ ...figures, lcpMs: 2100 })).toEqual(['LCP']);
    expect(missedTargets({ ...figures, lcpMs: 2000, cls: 0.02, tbtMs: 200 })).toEqual([]);
  });

  it('prints one Markdown row per route and language', () => {
    const table = formatTable([
      { route: '/card', language: 'ar', figures },
      { route: '/', language: 'du', figures: { ...figures, performance: 80, lcpMs: 3240 } },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^\| route\s+\| lang \| perf \| a11y \| LCP \(s\) \| CLS/);
    expect(table[2]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`/card`',
      'ar',
      '96',
      '100',
      '1.9',
      '0.010',
      '120',
      '310.0',
      '21',
      'none',
      '',
    ]);
    expect(table[3]).toContain('| 3.2 ');
    expect(table[3]).toMatch(/perf, LCP\s+\|$/);
  });
});
