import type { ProductSearchResult, ProductSummary } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = async (q: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search?per_page=100&q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as ProductSearchResult).products;
};
const ids = (list: ProductSummary[]) => list.map((product) => product.id).sort((a, b) => a - b);
const idsOf = async (q: string) => ids((await search(q)).data);

/** The products under a category (German name, sub-categories included), by the database. */
async function inCategory(name: string, color?: string): Promise<number[]> {
  const rows = await ctx.database.db.execute(sql`
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE (c.name_german = ${name} OR parent.name_german = ${name})
      AND (${color ?? null}::text IS NULL OR EXISTS (SELECT 1 FROM variants v
        JOIN attribute_values a ON a.id = v.color_id
        WHERE v.product_id = p.id AND a.name_german = ${color ?? null}))
    ORDER BY p.id`);
  return rowsOf<{ id: number }>(rows).map((row) => row.id);
}

describe('stemming', () => {
  it('finds the singular from the plural in German', async () => {
    for (const [plural, singular] of [
      ['Kleider', 'Kleid'],
      ['Jacken', 'Jacke'],
      ['Hosen', 'Hose'],
      ['Röcke', 'Rock'],
    ]) {
      const found = await idsOf(plural as string);
      expect(found.length, plural).toBeGreaterThan(0);
      expect(found, plural).toEqual(await idsOf(singular as string));
    }
  });

  it('finds the singular from broken and sound plurals in Arabic', async () => {
    expect(await idsOf('فساتين')).toEqual(await inCategory('Kleider'));
    expect(await idsOf('فساتين')).toEqual(await idsOf('فستان'));
    expect(await idsOf('بلوزات')).toEqual(await idsOf('بلوزة'));
    expect(await idsOf('قلائد')).toEqual(await inCategory('Halsketten'));
  });
});

describe('category and colour words', () => {
  it('filters by a category named in German or Arabic, with its sub-categories', async () => {
    const shoes = await inCategory('Schuhe');
    expect(shoes.length).toBeGreaterThan(8);
    expect(await idsOf('Schuhe')).toEqual(shoes);
    expect(await idsOf('أحذية')).toEqual(shoes);
    expect(await idsOf('Damenmode')).toEqual(await inCategory('Damenmode'));
    expect(await idsOf('أزياء نسائية')).toEqual(await inCategory('Damenmode'));
    expect(await idsOf('Damen')).toEqual(await inCategory('Damenmode'));
  });

  it('filters by a colour word, in any German inflection or Arabic gender', async () => {
    const redDresses = await inCategory('Kleider', 'Rot');
    expect(redDresses.length).toBeGreaterThan(0);
    expect(redDresses.length).toBeLessThan((await inCategory('Kleider')).length);
    for (const q of ['Kleid rot', 'rotes Kleid', 'rote Kleider', 'فستان أحمر', 'فساتين حمراء']) {
      expect(await idsOf(q), q).toEqual(redDresses);
    }
  });

  it('combines several words with AND', async () => {
    expect(await idsOf('Herren Hemd')).toEqual(await inCategory('Hemden'));
    const blackShoes = await inCategory('Schuhe', 'Schwarz');
    expect(await idsOf('schwarze Schuhe')).toEqual(blackShoes);
    expect(await idsOf('حذاء أسود')).toEqual(blackShoes);
    expect(await idsOf('Kleid Armbanduhr')).toEqual([]);
    expect(await idsOf('فستان ساعة')).toEqual([]);
  });

  it('follows a renamed category and a variant of a new colour', async () => {
    const [dress] = await inCategory('Kleider');
    await ctx.database.db.execute(
      sql`UPDATE categories SET name_german = 'Abendkleider' WHERE name_german = 'Kleider'`,
    );
    // The search follows the write's notification (migration 0069), which PostgreSQL delivers
    // after the commit: wait for it, as a shopper's next search would.
    await ctx.app.catalogChanges.sync();
    expect(await idsOf('Abendkleider')).toContain(dress);
    const [grey] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`SELECT id FROM attribute_values WHERE value = '#9e9e9e'`),
    );
    await ctx.database.db.execute(
      sql`UPDATE variants SET color_id = ${grey?.id} WHERE product_id = ${dress}`,
    );
    await ctx.app.catalogChanges.sync();
    expect(await idsOf('Kleid grau')).toContain(dress);
    expect(await idsOf('Kleid rot')).not.toContain(dress);
    await ctx.database.db.execute(
      sql`UPDATE categories SET name_german = 'Kleider' WHERE name_german = 'Abendkleider'`,
    );
  });
});

describe('typos and stop words', () => {
  it('corrects short and long typos in both languages', async () => {
    const shoes = await inCategory('Schuhe');
    expect(await idsOf('shue')).toEqual(shoes);
    expect(await idsOf('Handtashe')).toEqual(await inCategory('Handtaschen'));
    expect(await idsOf('فستن')).toEqual(await inCategory('Kleider'));
    expect(await idsOf('قميض')).toEqual(await idsOf('قميص'));
  });

  it('ignores stop words and finds nothing for words alone', async () => {
    expect(await idsOf('Kleid aus Seide')).toEqual(await idsOf('Kleid Seide'));
    expect(await idsOf('فستان من الحرير')).toEqual(await idsOf('فستان حرير'));
    expect(await idsOf('aus')).toEqual([]);
    expect(await idsOf('xyzqvw')).toEqual([]);
  });
});
