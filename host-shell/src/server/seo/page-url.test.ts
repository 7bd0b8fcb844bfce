import { describe, expect, it } from 'vitest';
import { alternateUrls, pageUrl } from './page-url';

const ORIGIN = 'https://shop.example';

describe('pageUrl', () => {
  it('keeps the store parameters that change the page, in a fixed order, with the language', () => {
    const search =
      '?utm_source=news&page=2&color=%23ff0000&color=%23000000&category_id=3&gclid=x&lang=ar';
    expect(pageUrl(ORIGIN, '/store', search, 'du')).toBe(
      `${ORIGIN}/store?category_id=3&color=%23ff0000&color=%23000000&page=2&lang=de`,
    );
  });

  it('drops parameters whose value is the default and empty ones', () => {
    expect(pageUrl(ORIGIN, '/store', '?page=1&sort_by=newest&q=', 'ar')).toBe(
      `${ORIGIN}/store?lang=ar`,
    );
    expect(pageUrl(ORIGIN, '/store', '?sort_by=price_asc', 'en')).toBe(
      `${ORIGIN}/store?sort_by=price_asc&lang=en`,
    );
  });

  it('announces the store for its aliases', () => {
    expect(pageUrl(ORIGIN, '/category/5', '', 'du')).toBe(`${ORIGIN}/store?category_id=5&lang=de`);
    expect(pageUrl(ORIGIN, '/shop', '?page=3', 'ar')).toBe(`${ORIGIN}/store?page=3&lang=ar`);
  });

  it('keeps no parameter of pages that have none, and none without a language', () => {
    expect(pageUrl(`${ORIGIN}/`, '/signin', '?returnTo=%2Fcard', 'du')).toBe(
      `${ORIGIN}/signin?lang=de`,
    );
    expect(pageUrl(ORIGIN, '/product/7/', '?ref=share', null)).toBe(`${ORIGIN}/product/7`);
    expect(pageUrl(ORIGIN, '/my-account', '?tab=wallet&x=1', 'ar')).toBe(
      `${ORIGIN}/my-account?tab=wallet&lang=ar`,
    );
  });
});

describe('alternateUrls', () => {
  it('offers German, Arabic and a default without language', () => {
    expect(alternateUrls(ORIGIN, '/store', '?page=2&lang=de')).toEqual([
      { hreflang: 'de', href: `${ORIGIN}/store?page=2&lang=de` },
      { hreflang: 'ar', href: `${ORIGIN}/store?page=2&lang=ar` },
      { hreflang: 'x-default', href: `${ORIGIN}/store?page=2` },
    ]);
  });
});
