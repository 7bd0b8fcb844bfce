import type { SearchFilters } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { mixedQueries, singleQueries, textQueries } from '../bench/search-queries';
import { percentile } from '../bench/search-stats';

const names = { name_german: 'x', name_arabic: 'x' };
const vocabulary: SearchFilters = {
  categories: [{ id: 1, ...names, subcategories: [{ id: 2, ...names }] }],
  colors: ['#e53935', '#1e88e5'],
  color_options: [],
  sizes: [{ value: 'M', ...names }],
  price_range: { min: 5, max: 500 },
  sort_options: [],
};

describe('search benchmark queries', () => {
  it('asks every text query and the random combinations, the same ones every run', () => {
    const paths = singleQueries(vocabulary, 40);
    expect(paths).toHaveLength(textQueries.length + 40);
    expect(textQueries.length).toBeGreaterThanOrEqual(60);
    expect(singleQueries(vocabulary, 40)).toEqual(paths);
    const first = new URL(paths[0] ?? '', 'http://shop').searchParams;
    expect(first.get('q')).toBe(textQueries[0]);
    for (const path of paths) expect(path.startsWith('/v1/products/search')).toBe(true);
    const withFilters = paths.filter((path) => /category_id|color|size|price_from/.test(path));
    expect(withFilters.length).toBeGreaterThan(40);
  });

  it('mixes about 70 % repeated listing pages with 30 % queries asked once', () => {
    const next = mixedQueries(vocabulary);
    const paths = Array.from({ length: 2000 }, () => next());
    const distinct = paths.filter((path) => path.includes('price_to='));
    expect(distinct.length / paths.length).toBeGreaterThan(0.25);
    expect(distinct.length / paths.length).toBeLessThan(0.35);
    expect(new Set(distinct).size).toBe(distinct.length);
    const listings = paths.filter((path) => !path.includes('price_to='));
    expect(new Set(listings).size).toBeLessThan(60);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([], 95)).toBe(0);
  });
});
