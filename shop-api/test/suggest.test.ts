import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const suggestResponse = (q: string | null) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/products/suggest${q === null ? '' : `?q=${encodeURIComponent(q)}`}`,
  });
const suggest = async (q: string) => {
  const response = await suggestResponse(q);
  expect(response.statusCode).toBe(200);
  return response.json().data as SearchSuggestions;
};

describe('GET /v1/products/suggest', () => {
  it('suggests up to six products for a German typo, with picture and lowest price', async () => {
    const { products } = await suggest('Baumwole');
    expect(products.length).toBe(6);
    for (const product of products) {
      expect(product.name_german).toContain('Baumwolle');
      expect(product.name_arabic).toContain('القطن');
      expect(product.image_url).toMatch(/^http:\/\/localhost:4000\/storage\/.+\.svg$/);
      expect(product.min_price).toBeGreaterThan(0);
    }
  });

  it('suggests categories by either language, forgiving umlauts and Arabic variants', async () => {
    const skirts = await suggest('rocke');
    expect(skirts.categories.map((category) => category.name_german)).toContain('Röcke');
    const pyjamas = await suggest('Schlafanzuege');
    expect(pyjamas.categories[0]).toMatchObject({ name_german: 'Schlafanzüge' });
    expect(pyjamas.categories[0]?.parent_id).toEqual(expect.any(Number));
    // "أزياء نسائية" typed with a bare alif and without the hamza's seat.
    const women = await suggest('ازياء نسائيه');
    expect(women.categories[0]).toMatchObject({ name_german: 'Damenmode', parent_id: null });
    expect((await suggest('kleider')).categories.length).toBeLessThanOrEqual(4);
  });

  it('puts the closest match first', async () => {
    const { products } = await suggest('Wolle');
    expect(products[0]?.name_german).toContain('aus Wolle');
  });

  it('finds Arabic names typed with diacritics', async () => {
    const plain = await suggest('فستان');
    const marked = await suggest('فُسْتَانٌ');
    expect(plain.products.length).toBeGreaterThan(0);
    expect(marked.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    expect(plain.products.every((p) => p.name_german.startsWith('Kleid'))).toBe(true);
  });

  it('suggests products for plurals, category and colour words as the search understands them', async () => {
    for (const q of ['Kleider', 'rotes Kleid', 'فساتين', 'فستان أحمر']) {
      const { products } = await suggest(q);
      expect(products.length, q).toBeGreaterThan(0);
      expect(
        products.every((p) => p.name_german.startsWith('Kleid')),
        q,
      ).toBe(true);
    }
    expect((await suggest('Klei')).products.length).toBeGreaterThan(0);
  });

  it('answers empty lists for a text too short or with nothing that matches', async () => {
    expect(await suggest('k')).toEqual({ products: [], categories: [] });
    expect(await suggest('   ')).toEqual({ products: [], categories: [] });
    expect(await suggest('qqxxzz')).toEqual({ products: [], categories: [] });
  });

  it('refuses a missing, empty or too long text with 422', async () => {
    for (const q of [null, '', 'a'.repeat(101)]) {
      const response = await suggestResponse(q);
      expect(response.statusCode, String(q)).toBe(422);
      expect(response.json()).toMatchObject({ status: false, errors: { q: expect.any(Array) } });
    }
  });

  it('lets browsers keep an answer for a minute', async () => {
    const response = await suggestResponse('Leder');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
