import type {
  Category,
  HomeProductGroups,
  Product,
  ProductSearchResult,
  ProductSummary,
} from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const search = async (query: string) => {
  const response = await get(`/v1/products/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};

describe('catalogue', () => {
  it('answers health and the OpenAPI document', async () => {
    expect((await get('/health')).json()).toMatchObject({ status: true });
    const docs = await get('/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/v1/place-order', '/v1/products/search']),
    );
  });

  it('lists at least 8 categories with sub-categories in German and Arabic', async () => {
    const categories = (await get('/v1/categories')).json().data as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(8);
    for (const category of categories) {
      expect(category.sub_categories.length).toBeGreaterThan(0);
      expect(category.name_arabic).toMatch(/[\u0600-\u06ff]/);
      expect(category.image).toMatch(/\.svg$/);
    }
  });

  it('groups the home products by the documented rule', async () => {
    const groups = (await get('/v1/products')).json().data as HomeProductGroups;
    expect(groups.best_sellers).toHaveLength(10);
    const created = groups.recently_added.map((product) => product.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const taken = new Set(
      [...groups.best_sellers, ...groups.recently_added].map((product) => product.id),
    );
    expect(groups.for_you.length).toBeGreaterThan(0);
    expect(groups.for_you.some((product) => taken.has(product.id))).toBe(false);
  });

  it('answers one product with variants and per-colour images, 404 and 422 otherwise', async () => {
    const product = (await get('/v1/products/1')).json().data as Product;
    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.variants[0]?.attributes.map((attribute) => attribute.type)).toContain('color');
    const colours = new Set(product.images.map((image) => image.color));
    expect(colours.size).toBe(product.images.length);
    expect(product.images[0]?.url).toMatch(/^http:\/\/localhost:4000\/storage\/seed\//);
    expect((await get('/v1/products/999999')).statusCode).toBe(404);
    const bad = await get('/v1/products/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: false, errors: { id: expect.any(Array) } });
  });

  it('serves seed images with long cache headers', async () => {
    const product = (await get('/v1/products/1')).json().data as Product;
    const image = await get(`/storage/${product.images[0]?.image}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect((await get('/storage/../package.json')).statusCode).toBe(404);
  });

  it('answers vendors and 404 for unknown ones', async () => {
    expect((await get('/v1/vendors/1')).json().data).toMatchObject({
      id: 1,
      store_name_in_german: expect.any(String),
    });
    expect((await get('/v1/vendors/4242')).statusCode).toBe(404);
  });
});

describe('product search', () => {
  it('paginates with 15 per page by default and caps per_page at 100', async () => {
    const result = await search('');
    expect(result.products).toMatchObject({ current_page: 1, per_page: 15 });
    expect(result.products.data).toHaveLength(15);
    expect(result.products.total).toBeGreaterThanOrEqual(80);
    expect(result.products.last_page).toBe(Math.ceil(result.products.total / 15));
    const page2 = await search('page=2');
    expect(page2.products.data[0]?.id).not.toBe(result.products.data[0]?.id);
    expect((await get('/v1/products/search?per_page=101')).statusCode).toBe(422);
    expect((await get('/v1/products/search?sort_by=cheapest')).statusCode).toBe(422);
  });

  it('answers the filters with sort options in German and Arabic, on every page', async () => {
    const { filters } = await search('');
    // A copied link may open any page: its sidebar needs the same vocabulary.
    expect((await search('page=3&color=%23e53935')).filters).toEqual(filters);
    expect(filters.categories[0]?.subcategories.length).toBeGreaterThan(0);
    expect(filters.colors).toContain('#e53935');
    expect(filters.color_options.map((option) => option.value)).toEqual(filters.colors);
    expect(filters.color_options[0]?.name_arabic).toMatch(/[\u0600-\u06ff]/);
    expect(filters.sizes.map((size) => size.value)).toContain('M');
    expect(filters.price_range.min).toBeLessThan(filters.price_range.max);
    expect(filters.sort_options.map((option) => option.key)).toEqual([
      'newest',
      'price_asc',
      'price_desc',
      'rating',
      'best_selling',
    ]);
  });

  it('filters by a parent category including its children', async () => {
    const categories = (await get('/v1/categories')).json().data as Category[];
    const parent = categories[0] as Category;
    const childIds = parent.sub_categories.map((sub) => sub.id);
    const result = await search(`category_id=${parent.id}&per_page=100`);
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.products.data.every((product) => childIds.includes(product.category_id))).toBe(
      true,
    );
  });

  it('filters by colours in both query styles and by size', async () => {
    const red = await search('color=%23e53935&per_page=100');
    const hasColour = (product: ProductSummary, hex: string) =>
      product.variants.some((variant) => variant.color === hex);
    expect(red.products.data.every((product) => hasColour(product, '#e53935'))).toBe(true);
    const both = await search('color[]=%23e53935&color[]=0xFF1e88e5&per_page=100');
    const repeated = await search('color=e53935&color=%231e88e5&per_page=100');
    expect(both.products.total).toBe(repeated.products.total);
    expect(both.products.total).toBeGreaterThan(red.products.total);
    const sized = await search('size=42&per_page=100');
    expect(sized.products.total).toBeGreaterThan(0);
    expect(
      sized.products.data.every((product) =>
        product.variants.some((variant) => variant.size === '42'),
      ),
    ).toBe(true);
  });

  it('filters by price and sorts', async () => {
    const cheap = await search('price_from=10&price_to=40&sort_by=price_asc&per_page=100');
    const prices = cheap.products.data.map((product) => product.min_price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 10 && price <= 40)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await search('sort_by=price_desc')).products.data.map(
      (product) => product.min_price,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = (await search('sort_by=rating')).products.data.map(
      (product) => product.average_rating,
    );
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('searches German and Arabic names case-insensitively', async () => {
    const german = await search('q=kleid');
    expect(german.products.total).toBeGreaterThan(0);
    expect(german.products.data.every((product) => /kleid/i.test(product.name_german))).toBe(true);
    const arabic = await search(`q=${encodeURIComponent('فستان')}`);
    expect(arabic.products.total).toBe(german.products.total);
    expect((await search('q=%25')).products.total).toBe(0);
  });
});
