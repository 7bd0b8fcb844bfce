import { describe, expect, it } from 'vitest';
import { content, head, headHtml, jsonLdOf, jsonLdOfType, ORIGIN } from './seo-test-kit';

describe('pageHead on other pages', async () => {
  it('gives the home page the organisation and the site search', async () => {
    const page = await head({ pathname: '/', language: 'du' });
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

  it('names a store category and its path', async () => {
    const category = { id: 9, name: 'قمصان', parents: [{ id: 3, name: 'أزياء' }] };
    const page = await head({
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

  it('marks an unknown page noindex without canonical or JSON-LD', async () => {
    const page = await head({ pathname: '/product/999999', status: 404, language: 'en' });
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
  ])('keeps the signed-in page %s out of search results', async (pathname) => {
    const page = await head({ pathname, language: 'ar' });
    expect(content(page, 'meta[name="robots"]')).toBe('noindex');
    expect(content(page, 'meta[name="description"]')).toBe(
      'مساحتك على بازار: سلة التسوق والطلبات والعناوين والحساب.',
    );
  });

  it('never writes a reset token into the page', async () => {
    const html = await headHtml({
      pathname: '/reset-password',
      search: '?token=s3cret-token',
      language: 'du',
    });
    expect(html).not.toContain('s3cret-token');
  });

  it.each(['du', 'ar', 'en'] as const)(
    'has a real title and description in %s everywhere',
    async (language) => {
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
        const page = await head({ pathname, language });
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
