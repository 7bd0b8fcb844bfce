import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import type { SearchHints } from '@shop/shared-contracts/api/search-hints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const total = async (q: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search?q=${encodeURIComponent(q)}`,
  });
  return (response.json().data as ProductSearchResult).products.total;
};
const hints = async (q: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search-hints?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as SearchHints;
};

describe('hints for a search that found nothing', () => {
  it('corrects typos too far for the search itself, spelled as the catalogue spells them', async () => {
    expect(await total('Rukzakk')).toBe(0);
    expect((await hints('Rukzakk')).did_you_mean).toBe('Rucksack');
    expect(await total('فسطااان')).toBe(0);
    expect((await hints('فسطااان')).did_you_mean).toBe('فستان');
  });

  it('leaves out the word no product has together with the others', async () => {
    expect(await total('Kleid Armbanduhr')).toBe(0);
    expect((await hints('Kleid Armbanduhr')).did_you_mean).toBe('Kleid');
    expect(await total('فستان ساعة')).toBe(0);
    expect((await hints('فستان ساعة')).did_you_mean).toBe('فستان');
  });

  it('offers the nearest categories in either language', async () => {
    const german = await hints('Schuhe xyzqvw');
    expect(german.did_you_mean).toBe('Schuhe');
    expect(german.categories[0]?.name_german).toBe('Schuhe');
    const arabic = await hints('أحذية xyzqvw');
    expect(arabic.did_you_mean).toBe('أحذية');
    expect(arabic.categories[0]?.name_arabic).toBe('أحذية');
  });

  it('offers the top-level categories when nothing is near, and no correction', async () => {
    const found = await hints('xyzqvw');
    expect(found.did_you_mean).toBeNull();
    expect(found.categories.map((category) => category.name_german)).toEqual([
      'Damenmode',
      'Herrenmode',
      'Schuhe',
      'Taschen & Accessoires',
    ]);
  });

  it('refuses an empty or too long text', async () => {
    for (const q of ['', 'x'.repeat(101)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v1/products/search-hints?q=${q}`,
      });
      expect(response.statusCode, q).toBe(422);
    }
  });
});
