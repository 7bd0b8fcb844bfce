import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  hasActiveFilters,
  readStoreFilters,
  rebaseFilters,
  searchQueryOf,
  storeSearchParams,
  toggle,
} from './store-url';

const read = (query: string, sort: 'newest' | 'best_selling' = 'newest') =>
  readStoreFilters(new URLSearchParams(query), sort);

describe('store URL', () => {
  it('reads every parameter of the store, with repeated colours and sizes', () => {
    const filters = read(
      'category_id=3&color=%23e53935&color=0xFF1e88e5&size=M&size=L&price_from=10&price_to=80.5&sort_by=price_asc&page=4&q=kleid&vendor_id=2',
    );
    expect(filters).toEqual({
      categoryId: 3,
      colors: ['#e53935', '0xFF1e88e5'],
      sizes: ['M', 'L'],
      priceFrom: 10,
      priceTo: 80.5,
      sortBy: 'price_asc',
      page: 4,
      q: 'kleid',
      vendorId: 2,
    });
  });

  it('writes the same state back to the same query string (a copied link opens the same results)', () => {
    const query =
      'q=kleid&category_id=3&vendor_id=2&color=%23e53935&color=0xFF1e88e5&size=M&price_from=10&price_to=80&sort_by=price_asc&page=4';
    expect(storeSearchParams(read(query), 'newest').toString()).toBe(query);
  });

  it('leaves defaults out and falls back to them for nonsense', () => {
    expect(read('')).toEqual({ colors: [], sizes: [], sortBy: 'newest', page: 1 });
    expect(read('sort_by=cheapest&page=-2&category_id=abc&price_from=x&q=%20%20')).toEqual({
      colors: [],
      sizes: [],
      sortBy: 'newest',
      page: 1,
    });
    expect(storeSearchParams(read('sort_by=newest&page=1'), 'newest').toString()).toBe('');
    // On /best-sellers the default order is best selling; newest then has to be written.
    expect(read('', 'best_selling').sortBy).toBe('best_selling');
    expect(
      storeSearchParams(read('sort_by=newest', 'best_selling'), 'best_selling').toString(),
    ).toBe('sort_by=newest');
  });

  it('reads the API’s bracket spelling and drops duplicates', () => {
    expect(read('color[]=%23e53935&color=%23e53935&size[]=M').colors).toEqual(['#e53935']);
    expect(read('size[]=M').sizes).toEqual(['M']);
  });

  it('starts again at page 1 on any filter change and drops cleared filters', () => {
    const filters = read('category_id=3&page=5&price_from=10');
    const next = changeFilters(filters, { categoryId: undefined, colors: ['#e53935'] });
    expect(next).toEqual({
      colors: ['#e53935'],
      sizes: [],
      sortBy: 'newest',
      page: 1,
      priceFrom: 10,
    });
    expect(storeSearchParams(next, 'newest').toString()).toBe('color=%23e53935&price_from=10');
  });

  it('toggles a value in or out of a list', () => {
    expect(toggle(['M'], 'L')).toEqual(['M', 'L']);
    expect(toggle(['M', 'L'], 'M')).toEqual(['L']);
  });

  it('turns the state into the API query and knows when anything narrows the products', () => {
    expect(searchQueryOf(read('size=M&vendor_id=2&page=2'))).toEqual({
      sort_by: 'newest',
      page: 2,
      vendor_id: 2,
      size: ['M'],
    });
    expect(hasActiveFilters(read('sort_by=rating&page=3'))).toBe(false);
    expect(hasActiveFilters(read('q=hose'))).toBe(true);
    expect(hasActiveFilters(read('price_to=5'))).toBe(true);
  });
});

describe('a change rebased onto the latest address', () => {
  it('keeps a price applied while the controls still showed the filters before it', () => {
    const rendered = read('category_id=1');
    const latest = read('category_id=1&price_from=16&price_to=224');
    const sorted = rebaseFilters(rendered, { ...rendered, sortBy: 'price_asc', page: 1 }, latest);
    expect(storeSearchParams(sorted, 'newest').toString()).toBe(
      'category_id=1&price_from=16&price_to=224&sort_by=price_asc',
    );
  });

  it('applies removals and list changes, and leaves what the control did not touch', () => {
    const rendered = read('color=red&color=blue&size=M');
    const latest = read('color=red&color=blue&size=M&in_stock=1&page=3');
    const next = changeFilters(rendered, { colors: ['blue'], sizes: [] });
    expect(storeSearchParams(rebaseFilters(rendered, next, latest), 'newest').toString()).toBe(
      'color=blue&in_stock=1',
    );
  });

  it('is the change itself when nothing else happened meanwhile', () => {
    const rendered = read('q=kleid&price_from=5');
    const next = changeFilters(rendered, { priceFrom: undefined, q: undefined });
    expect(rebaseFilters(rendered, next, rendered)).toEqual(next);
  });
});
