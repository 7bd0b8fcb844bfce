import { describe, expect, it } from 'vitest';
import {
  content,
  head,
  headHtml,
  jsonLdOfType,
  ORIGIN,
  parseHead,
  SAMPLE_VENDOR,
  STORAGE,
  sampleProduct,
} from './seo-test-kit';

describe('pageHead on a product page', async () => {
  const product = { ...sampleProduct(), vendor: SAMPLE_VENDOR };

  it('names the product, its price and its absolute picture for link previews', async () => {
    const page = await head({
      pathname: '/product/12',
      search: '?lang=ar',
      language: 'ar',
      product,
    });
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

  it('links the canonical URL and both languages', async () => {
    const page = await head({
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

  it('describes the product, its offer and rating in JSON-LD', async () => {
    const page = await head({ pathname: '/product/12', language: 'du', product });
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

  it('says sold out and leaves out a rating nobody gave', async () => {
    const soldOut = sampleProduct({
      average_rating: 0,
      reviews_count: 0,
      variants: [{ id: 1, price: 10, stock: 0, is_out_of_stock: true, attributes: [] }],
    });
    const ld = jsonLdOfType(await head({ pathname: '/product/12', product: soldOut }), 'Product');
    expect(ld?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
  });

  it('shortens a long description at a word', async () => {
    const text = `${'Sehr weiches Leinen. '.repeat(20)}Ende`;
    const long = sampleProduct({ description_german: text });
    const page = await head({ pathname: '/product/12', product: long });
    const description = content(page, 'meta[name="description"]') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('escapes shop texts in tags and keeps JSON-LD from closing its script', async () => {
    const evil = '</script><script>alert(1)</script><!-- "quoted" & \'single\'';
    const hostile = sampleProduct({ name_german: evil, description_german: evil });
    const html = await headHtml({
      pathname: '/product/12',
      search: '?q="><script>',
      language: 'du',
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
