import { describe, expect, it } from 'vitest';
import { DocumentCache, documentCacheKey, isCacheable } from './document-cache';

describe('documentCacheKey', () => {
  it('keys by site, path, query and language: no two languages or queries share', () => {
    const keys = [
      documentCacheKey('host', '/store?page=2', 'ar'),
      documentCacheKey('host', '/store?page=2', 'du'),
      documentCacheKey('host', '/store?page=2', 'en'),
      documentCacheKey('host', '/store?page=3', 'ar'),
      documentCacheKey('host', '/store', 'ar'),
      documentCacheKey('deploy-host', '/store?page=2', 'ar'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(documentCacheKey('host', '/store?page=2', 'ar')).toBe(keys[0]);
  });
});

describe('isCacheable', () => {
  it('takes shared pages (200, 404) of requests without credentials only', () => {
    expect(isCacheable(200, {})).toBe(true);
    expect(isCacheable(404, {})).toBe(true);
    expect(isCacheable(200, { authorization: 'Bearer x' })).toBe(false);
    // The session or visitor-cart cookie, in development and production spelling, anywhere in
    // the header; another cookie (the language) keeps the page shared.
    for (const cookie of ['shop-session=a', 'x=1; __Host-shop-session=a', 'shop-visitor=b'])
      expect(isCacheable(200, { cookie })).toBe(false);
    expect(isCacheable(200, { cookie: 'shop-language=ar; myshop-session=1' })).toBe(true);
    for (const status of [301, 302, 500, 503]) expect(isCacheable(status, {})).toBe(false);
  });
});

describe('DocumentCache', () => {
  it('forgets an entry after its time and keeps at most its size', () => {
    let now = 0;
    const cache = new DocumentCache(10_000, 2, () => now);
    cache.set('a', { status: 200, body: 'A', styleHashes: [], preloadLinks: [] });
    now = 9_999;
    expect(cache.get('a')).toEqual({ status: 200, body: 'A', styleHashes: [], preloadLinks: [] });
    now = 10_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', { status: 200, body: 'B', styleHashes: [], preloadLinks: [] });
    cache.set('c', { status: 404, body: 'C', styleHashes: [], preloadLinks: [] });
    cache.set('d', { status: 200, body: 'D', styleHashes: [], preloadLinks: [] });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')?.body).toBe('D');
  });

  it('gives back the whole document it stored, its preload links too', () => {
    const cache = new DocumentCache(10_000);
    const document = {
      status: 200,
      body: 'A',
      styleHashes: ["'sha256-x'"],
      preloadLinks: ['</a.svg>; rel=preload; as=image; fetchpriority=high'],
    };
    cache.set('a', document);
    expect(cache.get('a')).toEqual(document);
  });

  it('keeps nothing when its time is 0', () => {
    const cache = new DocumentCache(0);
    cache.set('a', { status: 200, body: 'A', styleHashes: [], preloadLinks: [] });
    expect(cache.get('a')).toBeUndefined();
  });
});
