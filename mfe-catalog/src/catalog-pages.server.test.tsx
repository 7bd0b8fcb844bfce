// @vitest-environment node
import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../public/locales/ar/catalog.json';
import du from '../public/locales/du/catalog.json';
import BestSellersPage, { prefetch as bestSellersPrefetch } from './best-sellers/best-sellers-page';
import CategoriesPage, { prefetch as categoriesPrefetch } from './categories/categories-page';
import HomePage, { prefetch as homePrefetch } from './home/home-page';
import StorePage, { prefetch as storePrefetch } from './store/store-page';
import { catalogCategories, homeGroups, searchResult } from './testing/catalog-fixtures';

// A node environment: no `window`, as in the render service. Each page's own prefetch loads its
// data from the API (mocked at the network edge) before the render, as the server does; what the
// page's first screen shows must then be in the HTML, not a spinner.
const searched: URLSearchParams[] = [];
const server = setupApiServer(
  apiHandler('GET /v1/categories', () => catalogCategories),
  apiHandler('GET /v1/products', () => homeGroups),
  apiHandler('GET /v1/vendors/{id}', () => ({
    id: 2,
    store_logo: null,
    store_logo_url: null,
    store_name_in_german: 'Hamburger Schuhmanufaktur',
    store_name_in_arabic: 'مشغل هامبورغ',
    address: 'Hamburg',
    city: 'Hamburg',
    member_since: '2024-03-15T10:00:00Z',
    average_rating: 4.25,
    reviews_count: 12,
    products_count: 7,
  })),
  apiHandler('GET /v1/products/search', ({ query }) => {
    searched.push(query);
    return searchResult(1, 20);
  }),
);

const TEXTS = { du, ar } as const;
const LANGUAGES = ['du', 'ar'] as const;
const productName = (id: number, language: Language) =>
  language === 'ar' ? `فستان ${id}` : `Kleid ${id}`;

function render(page: ReactNode, url: string, language: Language, prefetch: PagePrefetch) {
  return renderPageOnServer(page, { url, language, namespaces: ['catalog'], prefetch });
}

describe.each(LANGUAGES)('the catalogue on the server in %s', (language) => {
  const t = TEXTS[language];

  it('renders the home page with its sections, categories and products', async () => {
    const page = await render(<HomePage />, '/', language, homePrefetch);
    const { home } = t;
    expect(
      missingTexts(page, [
        home.title,
        home.discoverCategories,
        home.bestSellers,
        home.recentlyAdded,
        home.forYou,
        language === 'ar' ? 'أزياء' : 'Mode',
        productName(1, language),
        productName(2, language),
        productName(3, language),
      ]),
    ).toEqual([]);
  });

  it("renders the store's first page of the address's filters as product links", async () => {
    searched.length = 0;
    const page = await render(<StorePage />, '/store?category_id=11', language, storePrefetch);
    expect(missingTexts(page, [t.store.title, productName(1, language)])).toEqual([]);
    for (const id of [1, 15]) expect(page.html).toContain(`href="/product/${id}"`);
    expect(searched.map((query) => query.get('category_id'))).toEqual(['11']);
  });

  it("puts the first card's resized picture, fetched first, by srcset in the store's HTML", async () => {
    const result = searchResult(1, 20);
    const [first] = result.products.data;
    if (!first) throw new Error('the fixture has products');
    first.images = [
      { id: 9, image: 'product-images/u9/1200.jpg', url: 'x', color: null, widths: [640, 1200] },
    ];
    server.use(apiHandler('GET /v1/products/search', () => result));
    const page = await render(<StorePage />, '/store', language, storePrefetch);
    const picture = page.html.match(/<picture[\s\S]*?<\/picture>/)?.[0] ?? '';
    expect(picture).toContain('type="image/avif"');
    expect(picture).toMatch(/srcSet="[^"]*product-images\/u9\/1200\.avif 1200w"/i);
    expect(picture).toContain('fetchPriority="high"');
  });

  it("renders a seller's store with the seller's name on its filter chip", async () => {
    const page = await render(<StorePage />, '/store?vendor_id=2', language, storePrefetch);
    const name = language === 'ar' ? 'مشغل هامبورغ' : 'Hamburger Schuhmanufaktur';
    expect(missingTexts(page, [name])).toEqual([]);
  });

  it('renders the best sellers as product links', async () => {
    const page = await render(<BestSellersPage />, '/best-sellers', language, bestSellersPrefetch);
    expect(missingTexts(page, [t.bestSellers.title, productName(2, language)])).toEqual([]);
    expect(page.html).toContain('href="/product/2"');
  });

  it('renders every category', async () => {
    const page = await render(<CategoriesPage />, '/categories', language, categoriesPrefetch);
    const names = catalogCategories.map((category) =>
      language === 'ar' ? category.name_arabic : category.name_german,
    );
    expect(missingTexts(page, [t.categories.title, ...names])).toEqual([]);
  });
});
