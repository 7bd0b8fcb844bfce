import { beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from './page-head';
import type { SeoInput } from './seo-input';
import {
  content,
  hostT,
  jsonLdOf,
  jsonLdOfType,
  parseHead,
  SAMPLE_VENDOR,
  sampleProduct,
} from './seo-test-kit';

const ORIGIN = 'https://shop.example';
const STORAGE = 'https://cdn.shop.example/storage/';
const t: Record<string, SeoInput['t']> = {};

beforeAll(async () => {
  t.du = await hostT('du');
  t.ar = await hostT('ar');
  t.en = await hostT('en');
});

function head(input: Partial<SeoInput> & { pathname: string }) {
  const language = input.language ?? 'du';
  return parseHead(
    pageHead({
      search: '',
      origin: ORIGIN,
      status: 200,
      storageBaseUrl: STORAGE,
      language,
      t: t[language] as SeoInput['t'],
      ...input,
    }),
  );
}

describe('pageHead on a product page', () => {
  const product = { ...sampleProduct(), vendor: SAMPLE_VENDOR };

  it('names the product, its price and its absolute picture for link previews', () => {
    const page = head({ pathname: '/product/12', search: '?lang=ar', language: 'ar', product });
    expect(page.title).toBe('قميص كتان – بازار');
    expect(content(page, 'meta[property="og:title"]')).toBe('قميص كتان – بازار');
    expect(content(page, 'meta[property="og:type"]')).toBe('product');
    expect(content(page, 'meta[property="og:locale"]')).toBe('ar_SA');
    expect(content(page, 'meta[property="og:image"]')).toBe(`${STORAGE}products/shirt.jpg`);
    expect(content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(page, 'meta[property="product:price:amount"]')).toBe('29.90');
    expect(content(page, 'meta[property="product:price:currency"]')).toBe('EUR');
    expect(content(page, 'meta[name="description"]')).toBe('قميص خفيف من الكتان للأيام الدافئة.');
    expect(page.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('links the canonical URL and both languages', () => {
    const page = head({
      pathname: '/product/12',
      search: '?utm_source=x',
      language: 'du',
      product,
    });
    const href = (selector: string) => page.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe(`${ORIGIN}/product/12?lang=de`);
    expect(href('link[hreflang="de"]')).toBe(`${ORIGIN}/product/12?lang=de`);
    expect(href('link[hreflang="ar"]')).toBe(`${ORIGIN}/product/12?lang=ar`);
    expect(href('link[hreflang="x-default"]')).toBe(`${ORIGIN}/product/12`);
    expect(content(page, 'meta[property="og:url"]')).toBe(`${ORIGIN}/product/12?lang=de`);
  });

  it('describes the product, its offer and rating in JSON-LD', () => {
    const page = head({ pathname: '/product/12', language: 'du', product });
    const ld = jsonLdOfType(page, 'Product');
    expect(ld).toMatchObject({
      name: 'Leinenhemd',
      sku: '12',
      image: [`${STORAGE}products/shirt.jpg`],
      brand: { '@type': 'Brand', name: 'Stoffladen' },
      offers: {
        '@type': 'Offer',
        price: '29.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Stoffladen' },
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 8, bestRating: 5 },
    });
    const crumbs = jsonLdOfType(page, 'BreadcrumbList')?.itemListElement;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${ORIGIN}/?lang=de` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Hemden',
        item: `${ORIGIN}/store?category_id=4&lang=de`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Leinenhemd',
        item: `${ORIGIN}/product/12?lang=de`,
      },
    ]);
  });

  it('says sold out and leaves out a rating nobody gave', () => {
    const soldOut = sampleProduct({
      average_rating: 0,
      reviews_count: 0,
      variants: [{ id: 1, price: 10, stock: 0, is_out_of_stock: true, attributes: [] }],
    });
    const ld = jsonLdOfType(head({ pathname: '/product/12', product: soldOut }), 'Product');
    expect(ld?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
  });

  it('shortens a long description at a word', () => {
    const text = `${'Sehr weiches Leinen. '.repeat(20)}Ende`;
    const long = sampleProduct({ description_german: text });
    const page = head({ pathname: '/product/12', product: long });
    const description = content(page, 'meta[name="description"]') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('escapes shop texts in tags and keeps JSON-LD from closing its script', () => {
    const evil = '</script><script>alert(1)</script><!-- "quoted" & \'single\'';
    const hostile = sampleProduct({ name_german: evil, description_german: evil });
    const html = pageHead({
      pathname: '/product/12',
      search: '?q="><script>',
      origin: ORIGIN,
      status: 200,
      storageBaseUrl: STORAGE,
      language: 'du',
      t: t.du as SeoInput['t'],
      product: hostile,
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/g)).toHaveLength(2);
    const page = parseHead(html);
    expect(page.head.querySelectorAll('script')).toHaveLength(2);
    expect(jsonLdOfType(page, 'Product')?.name).toBe(evil);
    expect(content(page, 'meta[property="og:title"]')).toBe(`${evil} – Basar`);
  });
});

describe('pageHead on other pages', () => {
  it('gives the home page the organisation and the site search', () => {
    const page = head({ pathname: '/', language: 'du' });
    expect(page.title).toBe('Basar – dein Marktplatz');
    expect(content(page, 'meta[property="og:type"]')).toBe('website');
    expect(content(page, 'meta[name="twitter:card"]')).toBe('summary');
    expect(jsonLdOfType(page, 'Organization')).toMatchObject({ name: 'Basar', url: `${ORIGIN}/` });
    expect(jsonLdOfType(page, 'WebSite')).toMatchObject({
      url: `${ORIGIN}/?lang=de`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/store?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names a store category and its path', () => {
    const category = { id: 9, name: 'قمصان', parents: [{ id: 3, name: 'أزياء' }] };
    const page = head({
      pathname: '/store',
      search: '?category_id=9&lang=ar&fbclid=abc',
      language: 'ar',
      category,
    });
    expect(page.title).toBe('قمصان – بازار');
    expect(content(page, 'meta[name="description"]')).toContain('قمصان');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/store?category_id=9&lang=ar`,
    );
    const crumbs = jsonLdOfType(page, 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['الرئيسية', 'أزياء', 'قمصان']);
  });

  it('marks an unknown page noindex without canonical or JSON-LD', () => {
    const page = head({ pathname: '/product/999999', status: 404, language: 'en' });
    expect(page.title).toBe('Page not found – Basar');
    expect(content(page, 'meta[name="robots"]')).toBe('noindex');
    expect(page.querySelector('link[rel="canonical"]')).toBeNull();
    expect(page.querySelector('link[rel="alternate"]')).toBeNull();
    expect(jsonLdOf(page)).toEqual([]);
  });

  it.each([
    '/card',
    '/cart',
    '/checkout',
    '/my-account',
    '/orders',
    '/profile/addresses',
    '/order-confirmation',
    '/reset-password',
  ])('keeps the signed-in page %s out of search results', (pathname) => {
    const page = head({ pathname, language: 'ar' });
    expect(content(page, 'meta[name="robots"]')).toBe('noindex');
    expect(content(page, 'meta[name="description"]')).toBe(
      'مساحتك على بازار: سلة التسوق والطلبات والعناوين والحساب.',
    );
  });

  it('never writes a reset token into the page', () => {
    const html = pageHead({
      pathname: '/reset-password',
      search: '?token=s3cret-token',
      origin: ORIGIN,
      status: 200,
      storageBaseUrl: STORAGE,
      language: 'du',
      t: t.du as SeoInput['t'],
    });
    expect(html).not.toContain('s3cret-token');
  });

  it.each(['du', 'ar', 'en'] as const)(
    'has a real title and description in %s everywhere',
    (language) => {
      for (const pathname of [
        '/',
        '/store',
        '/categories',
        '/best-sellers',
        '/signin',
        '/signup',
        '/forgot-password',
        '/terms',
        '/privacy',
        '/card',
        '/nowhere',
      ]) {
        const page = head({ pathname, language });
        const description = content(page, 'meta[name="description"]') ?? '';
        expect(description, `${language} ${pathname}`).not.toMatch(/^(seo|pageTitle)\./);
        expect(description.length, `${language} ${pathname}`).toBeGreaterThan(20);
        expect(page.title, `${language} ${pathname}`).not.toMatch(/(seo|pageTitle)\./);
        const robots = content(page, 'meta[name="robots"]');
        expect(robots, pathname).toBe(
          pathname === '/card' || pathname === '/nowhere' ? 'noindex' : null,
        );
      }
    },
  );
});
