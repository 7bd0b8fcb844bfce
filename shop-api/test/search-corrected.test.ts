import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = async (q: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};

describe('the text a search corrected', () => {
  it('is named as the catalogue spells it, so the page says what its results are for', async () => {
    const typo = await search('Kleidd');
    expect(typo.products.total).toBeGreaterThan(0);
    expect(typo.corrected_query).toBe('Kleid');
    expect((await search('rotes Kleidd')).corrected_query).toBe('rotes Kleid');
  });

  it('is null when every word was searched as typed, whatever its case', async () => {
    expect((await search('Kleid')).corrected_query).toBeNull();
    expect((await search('KLEID')).corrected_query).toBeNull();
    expect((await search('xyzqvw')).corrected_query).toBeNull();
  });
});
