import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { SummaryCache } from './summary-cache';

/** A cache on a hand-moved clock whose load records the ids it was asked for. */
function setup(ttlMs = 1000) {
  let now = 0;
  const asked: number[][] = [];
  let failing = false;
  const load = async (ids: number[]) => {
    asked.push(ids);
    if (failing) throw new Error('database down');
    // Product 99 does not exist; each load gives its products a new name.
    return ids
      .filter((id) => id !== 99)
      .map((id) => ({ id, name_german: `P${id}/${asked.length}` }) as ProductSummary);
  };
  const cache = new SummaryCache(ttlMs, load, 100, () => now);
  return { cache, asked, at: (ms: number) => (now = ms), fail: (on: boolean) => (failing = on) };
}

const names = (list: ProductSummary[]) => list.map((summary) => summary.name_german);

describe('SummaryCache', () => {
  it('loads only the products no recent page loaded, and keeps the page order', async () => {
    const { cache, asked } = setup();
    expect(names(await cache.get([1, 2, 3]))).toEqual(['P1/1', 'P2/1', 'P3/1']);
    expect(names(await cache.get([3, 4, 1]))).toEqual(['P3/1', 'P4/2', 'P1/1']);
    expect(asked).toEqual([[1, 2, 3], [4]]);
  });

  it('loads a product again once its summary is a period old', async () => {
    const { cache, asked, at } = setup();
    await cache.get([1, 2]);
    at(999);
    await cache.get([1]);
    at(1000);
    expect(names(await cache.get([1, 2]))).toEqual(['P1/2', 'P2/2']);
    expect(asked).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });

  it('leaves out missing products and keeps no failed load', async () => {
    const { cache, asked, fail } = setup();
    expect(names(await cache.get([99, 1]))).toEqual(['P1/1']);
    fail(true);
    await expect(cache.get([2])).rejects.toThrow('database down');
    fail(false);
    expect(names(await cache.get([2]))).toEqual(['P2/3']);
    expect(asked).toEqual([[99, 1], [2], [2]]);
  });

  it('loads every time without a period', async () => {
    const { cache, asked } = setup(0);
    await cache.get([1]);
    await cache.get([1]);
    expect(asked).toEqual([[1], [1]]);
  });
});
