import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { type Expectation, type RecallQuery, recallTable } from './search-recall-table';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What the shopper meant, read from the seeded catalogue by the table's stable properties. */
async function expectedIds({ category, color, name }: Expectation): Promise<number[]> {
  const rows = await ctx.database.db.execute(sql`
    SELECT p.id FROM products p
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE (${category ?? null}::text IS NULL OR c.name_german = ${category ?? null} OR parent.name_german = ${category ?? null})
      AND (${color ?? null}::text IS NULL OR EXISTS (
        SELECT 1 FROM variants v JOIN attribute_values a ON a.id = v.color_id
        WHERE v.product_id = p.id AND a.name_german = ${color ?? null}))
      AND (${name ?? null}::text IS NULL OR ' ' || p.name_german || ' ' LIKE '% ' || ${name ?? null} || ' %')`);
  return rowsOf<{ id: number }>(rows).map((row) => row.id);
}

async function foundIds(q: string): Promise<number[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/products/search?per_page=100&q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  const { products } = response.json().data as ProductSearchResult;
  expect(products.total).toBeLessThanOrEqual(100); // one page holds every match
  return products.data.map((product) => product.id);
}

interface Outcome {
  query: RecallQuery;
  expected: number;
  foundExpected: number;
  found: number;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

/** One line per group: queries that found everything meant, product recall, precision. */
function summarize(label: string, outcomes: Outcome[]) {
  const hits = outcomes.filter((o) => o.foundExpected === o.expected).length;
  const sum = (pick: (o: Outcome) => number) => outcomes.reduce((all, o) => all + pick(o), 0);
  return {
    group: label,
    queries: outcomes.length,
    'queries fully found': `${hits} (${percent(hits, outcomes.length)})`,
    'product recall': percent(
      sum((o) => o.foundExpected),
      sum((o) => o.expected),
    ),
    precision: percent(
      sum((o) => o.foundExpected),
      sum((o) => o.found),
    ),
    recall: hits / outcomes.length,
    precisionRatio:
      sum((o) => o.foundExpected) /
      Math.max(
        1,
        sum((o) => o.found),
      ),
  };
}

describe('recall of the search over the table of real queries', () => {
  it('finds what the shopper meant for at least 95 % of the queries in each language', async () => {
    const outcomes: Outcome[] = [];
    for (const query of recallTable) {
      const expected = await expectedIds(query.expect);
      // A table line that names nothing in the catalogue would count as found: refuse it.
      expect(expected.length, `expected products for "${query.q}"`).toBeGreaterThan(0);
      const found = new Set(await foundIds(query.q));
      const foundExpected = expected.filter((id) => found.has(id)).length;
      outcomes.push({ query, expected: expected.length, foundExpected, found: found.size });
    }
    const groups = [];
    for (const lang of ['de', 'ar'] as const) {
      const ofLanguage = outcomes.filter((o) => o.query.lang === lang);
      groups.push(summarize(`${lang} (all)`, ofLanguage));
      for (const kind of new Set(ofLanguage.map((o) => o.query.kind))) {
        groups.push(
          summarize(
            `${lang} ${kind}`,
            ofLanguage.filter((o) => o.query.kind === kind),
          ),
        );
      }
    }
    const missed = outcomes
      .filter((o) => o.foundExpected < o.expected)
      .map(
        (o) => `${o.query.lang} ${o.query.kind} "${o.query.q}": ${o.foundExpected}/${o.expected}`,
      );
    console.log('\nSEARCH RECALL TABLE (demo seed, %d queries)', outcomes.length);
    console.table(groups.map(({ recall, precisionRatio, ...shown }) => shown));
    console.log(missed.length ? `Missed:\n  ${missed.join('\n  ')}` : 'Missed: none');

    for (const lang of ['de', 'ar']) {
      const all = groups.find((group) => group.group === `${lang} (all)`);
      expect(all?.queries, lang).toBeGreaterThanOrEqual(60);
      expect(all?.recall, `${lang} recall`).toBeGreaterThanOrEqual(0.95);
      // Recall alone would reward finding everything: most of what is found must be meant.
      expect(all?.precisionRatio, `${lang} precision`).toBeGreaterThanOrEqual(0.9);
    }
  });
});
