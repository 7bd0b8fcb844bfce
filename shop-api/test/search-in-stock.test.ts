import type { FacetCount, ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, products, variants } from '../src/db/schema-catalog';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
const [red, blue] = ['#e53935', '#1e88e5'];
const enc = encodeURIComponent;
/** A dress (a copy of a demo product) sold in red L, blue M and red M; ids of its variants. */
let dress: { id: number; redM: number; redL: number; blueM: number };

beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  const db = ctx.database.db;
  const values = await db
    .select()
    .from(attributeValues)
    .where(inArray(attributeValues.value, [red, blue, 'M', 'L']));
  const id = (value: string) => values.find((row) => row.value === value)?.id ?? 0;
  const [model] = await db.select().from(products).limit(1);
  if (!model) throw new Error('no demo product');
  const { id: _id, searchText: _text, ...copy } = model;
  const [row] = await db
    .insert(products)
    .values({ ...copy, nameGerman: 'Sommerkleid Lagertest', nameArabic: 'فستان اختبار المخزون' })
    .returning({ id: products.id });
  const productId = row?.id ?? 0;
  const variant = (colorId: number, sizeId: number, stock: number) => ({
    productId,
    priceCents: 4999,
    stock,
    colorId,
    sizeId,
  });
  const rows = await db
    .insert(variants)
    .values([
      variant(id(red), id('M'), 0),
      variant(id(red), id('L'), 4),
      variant(id(blue), id('M'), 2),
    ])
    .returning({ id: variants.id });
  dress = {
    id: productId,
    redM: rows[0]?.id ?? 0,
    redL: rows[1]?.id ?? 0,
    blueM: rows[2]?.id ?? 0,
  };
});
afterAll(() => ctx.close());

const search = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search?per_page=100&q=Lagertest&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};
const finds = async (query: string) =>
  (await search(query)).products.data.some((product) => product.id === dress.id);
const countOf = <V>(facets: FacetCount<V>[], value: V) =>
  facets.find((facet) => facet.value === value)?.count;
const setStock = (variantId: number, stock: number) =>
  ctx.database.db.update(variants).set({ stock }).where(eq(variants.id, variantId));

describe('colour and size filters match variants in stock', () => {
  it('does not list a product whose red M is sold out for red + M', async () => {
    expect(await finds('')).toBe(true);
    expect(await finds(`color=${enc(red)}`)).toBe(true);
    expect(await finds('size=M')).toBe(true);
    // Red (in L) and M (in blue) are both in stock, but no red M is.
    expect(await finds(`color=${enc(red)}&size=M`)).toBe(false);
    expect(await finds(`color=${enc(blue)}&size=M`)).toBe(true);
    expect(await finds(`color=${enc(red)}&size=L`)).toBe(true);
  });

  it('counts the facets the way the filters match', async () => {
    const { facets } = await search(`color=${enc(red)}`);
    expect(countOf(facets.sizes, 'M')).toBe(0);
    expect(countOf(facets.sizes, 'L')).toBe(1);
    const bySize = await search('size=M');
    expect(countOf(bySize.facets.colors, red)).toBe(0);
    expect(countOf(bySize.facets.colors, blue)).toBe(1);
  });

  it('follows stock changes: a restocked red M matches again, a sold-out one not', async () => {
    await setStock(dress.redM, 3);
    expect(await finds(`color=${enc(red)}&size=M`)).toBe(true);
    expect(countOf((await search(`color=${enc(red)}`)).facets.sizes, 'M')).toBe(1);
    await setStock(dress.redM, 0);
    expect(await finds(`color=${enc(red)}&size=M`)).toBe(false);
  });

  it('lists a product sold out in every variant, but not with in_stock=1', async () => {
    expect(await finds('in_stock=1')).toBe(true);
    await ctx.database.db
      .update(variants)
      .set({ stock: 0 })
      .where(and(eq(variants.productId, dress.id)));
    expect(await finds('')).toBe(true);
    expect(await finds('in_stock=1')).toBe(false);
    expect(await finds(`color=${enc(blue)}`)).toBe(false);
    const { facets } = await search('');
    expect(countOf(facets.colors, blue)).toBe(0);
    await setStock(dress.blueM, 1);
    expect(await finds('in_stock=1')).toBe(true);
  });

  it('counts in_stock=1 over the whole catalogue consistently', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/v1/products/search?in_stock=1' });
    const result = all.json().data as ProductSearchResult;
    const parents = result.filters.categories.map((parent) => parent.id);
    const sum = parents.reduce(
      (total, id) => total + (countOf(result.facets.categories, id) ?? 0),
      0,
    );
    expect(sum).toBe(result.products.total);
    const everything = await ctx.app.inject({ method: 'GET', url: '/v1/products/search' });
    // The demo catalogue has products sold out in every variant.
    expect(result.products.total).toBeLessThan(everything.json().data.products.total);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/products/search?in_stock=2' })).statusCode,
    ).toBe(422);
  });
});
