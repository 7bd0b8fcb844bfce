import type { FacetCount, ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/v1/products/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};
const total = async (query: string) => (await search(query)).products.total;
const countOf = <V>(facets: FacetCount<V>[], value: V) => {
  const found = facets.find((facet) => facet.value === value);
  if (!found) throw new Error(`no facet for ${String(value)}`);
  return found.count;
};
const enc = encodeURIComponent;

describe('search facets', () => {
  it('lists every choice of the sidebar and counts the whole result set, not the page', async () => {
    const result = await search('per_page=5');
    const { filters, facets } = result;
    const categoryIds = filters.categories.flatMap((parent) => [
      parent.id,
      ...parent.subcategories.map((child) => child.id),
    ]);
    expect(facets.categories.map((facet) => facet.value)).toEqual(categoryIds);
    expect(facets.colors.map((facet) => facet.value)).toEqual(filters.colors);
    expect(facets.sizes.map((facet) => facet.value)).toEqual(filters.sizes.map((s) => s.value));
    // Each product has one category, so the parents' counts add up to everything found.
    const parentSum = filters.categories.reduce(
      (sum, p) => sum + countOf(facets.categories, p.id),
      0,
    );
    expect(parentSum).toBe(result.products.total);
    expect(result.products.total).toBeGreaterThan(result.products.data.length);
    for (const parent of filters.categories.slice(0, 3)) {
      expect(countOf(facets.categories, parent.id)).toBe(await total(`category_id=${parent.id}`));
      const child = parent.subcategories[0];
      if (child)
        expect(countOf(facets.categories, child.id)).toBe(await total(`category_id=${child.id}`));
    }
    const red = '#e53935';
    expect(countOf(facets.colors, red)).toBe(await total(`color=${enc(red)}`));
    expect(countOf(facets.sizes, 'M')).toBe(await total('size=M'));
    expect((await search('per_page=5&page=3')).facets).toEqual(facets);
  });

  it('counts each dimension under the other dimensions’ filters only', async () => {
    const { filters } = await search('');
    const [red, blue] = ['#e53935', '#1e88e5'];
    const parent = filters.categories[0]?.id ?? 0;
    const base = `category_id=${parent}&color=${enc(red)}&size=M`;
    const { facets, products } = await search(base);
    // Another colour's count keeps the category and size but not the chosen colour.
    expect(countOf(facets.colors, blue)).toBe(
      await total(`category_id=${parent}&size=M&color=${enc(blue)}`),
    );
    // The chosen colour alone, under the other filters, is exactly the current result.
    expect(countOf(facets.colors, red)).toBe(products.total);
    expect(countOf(facets.sizes, 'L')).toBe(
      await total(`category_id=${parent}&color=${enc(red)}&size=L`),
    );
    const other = filters.categories[1]?.id ?? 0;
    expect(countOf(facets.categories, other)).toBe(
      await total(`category_id=${other}&color=${enc(red)}&size=M`),
    );
  });

  it('lists choices that would find nothing with a count of 0', async () => {
    const { facets } = await search('q=kleid');
    const empty = facets.categories.filter((facet) => facet.count === 0);
    expect(empty.length).toBeGreaterThan(0);
    const nonEmpty = facets.categories.filter((facet) => facet.count > 0);
    expect(nonEmpty.length).toBeGreaterThan(0);
    const emptyId = empty[0]?.value ?? 0;
    expect(await total(`q=kleid&category_id=${emptyId}`)).toBe(0);
    const [withPrice] = [await search('price_from=999999')];
    expect(withPrice.products.total).toBe(0);
    expect(withPrice.facets.colors.every((facet) => facet.count === 0)).toBe(true);
    expect(withPrice.facets.sizes.every((facet) => facet.count === 0)).toBe(true);
  });
});

describe('seller filter', () => {
  it('finds one seller’s products, counted in the facets too', async () => {
    const everything = await search('per_page=100');
    const vendorId = everything.products.data[0]?.vendor_id ?? 0;
    const own = await search(`vendor_id=${vendorId}&per_page=100`);
    expect(own.products.total).toBeGreaterThan(0);
    expect(own.products.total).toBeLessThan(everything.products.total);
    expect(own.products.data.every((product) => product.vendor_id === vendorId)).toBe(true);
    const parents = own.filters.categories.map((parent) =>
      countOf(own.facets.categories, parent.id),
    );
    expect(parents.reduce((sum, count) => sum + count, 0)).toBe(own.products.total);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/products/search?vendor_id=0' })).statusCode,
    ).toBe(422);
    expect(await total('vendor_id=2147483647')).toBe(0);
  });
});
