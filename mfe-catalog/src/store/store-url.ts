import type { ProductSearchQuery } from '@shop/shared-contracts/api/calls';
import type { SortKey } from '@shop/shared-contracts/api/entities';

/** The store's whole state; the URL's query string is its only home. */
export interface StoreFilters {
  categoryId?: number;
  colors: string[];
  sizes: string[];
  priceFrom?: number;
  priceTo?: number;
  /** Only products with a variant in stock (`in_stock=1`). */
  inStock?: true;
  sortBy: SortKey;
  page: number;
  q?: string;
  vendorId?: number;
}

export const SORT_KEYS: readonly SortKey[] = [
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'best_selling',
];

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 2147483647 ? value : undefined;
};

const price = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** `color` and `size` may repeat; `color[]`/`size[]` (the API's other spelling) read the same. */
const list = (params: URLSearchParams, name: string) => [
  ...new Set([...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean)),
];

/** Reads the store state from a query string; values that make no sense are dropped. */
export function readStoreFilters(params: URLSearchParams, defaultSort: SortKey): StoreFilters {
  const sort = params.get('sort_by') as SortKey | null;
  const q = params.get('q')?.trim();
  const filters: StoreFilters = {
    colors: list(params, 'color'),
    sizes: list(params, 'size'),
    sortBy: sort && SORT_KEYS.includes(sort) ? sort : defaultSort,
    page: positiveInt(params.get('page')) ?? 1,
  };
  const categoryId = positiveInt(params.get('category_id'));
  const vendorId = positiveInt(params.get('vendor_id'));
  const priceFrom = price(params.get('price_from'));
  const priceTo = price(params.get('price_to'));
  if (categoryId !== undefined) filters.categoryId = categoryId;
  if (vendorId !== undefined) filters.vendorId = vendorId;
  if (priceFrom !== undefined) filters.priceFrom = priceFrom;
  if (priceTo !== undefined) filters.priceTo = priceTo;
  if (q) filters.q = q.slice(0, 100);
  if (params.get('in_stock') === '1') filters.inStock = true;
  return filters;
}

/** The query string of a store state; defaults (page 1, the default sort) are left out. */
export function storeSearchParams(filters: StoreFilters, defaultSort: SortKey): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.categoryId !== undefined) params.set('category_id', String(filters.categoryId));
  if (filters.vendorId !== undefined) params.set('vendor_id', String(filters.vendorId));
  for (const color of filters.colors) params.append('color', color);
  for (const size of filters.sizes) params.append('size', size);
  if (filters.priceFrom !== undefined) params.set('price_from', String(filters.priceFrom));
  if (filters.priceTo !== undefined) params.set('price_to', String(filters.priceTo));
  if (filters.inStock) params.set('in_stock', '1');
  if (filters.sortBy !== defaultSort) params.set('sort_by', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change of what is shown starts again at page 1. */
export function changeFilters(
  filters: StoreFilters,
  change: Partial<Omit<StoreFilters, 'page'>>,
): StoreFilters {
  const next: StoreFilters = { ...filters, ...change, page: 1 };
  for (const key of Object.keys(next) as (keyof StoreFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** Adds `value` to `values`, or takes it out when it is there. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** The API query of a store state (15 products per page, the API's default). */
export function searchQueryOf(filters: StoreFilters): ProductSearchQuery {
  return {
    sort_by: filters.sortBy,
    page: filters.page,
    ...(filters.categoryId !== undefined ? { category_id: filters.categoryId } : {}),
    ...(filters.vendorId !== undefined ? { vendor_id: filters.vendorId } : {}),
    ...(filters.colors.length ? { color: filters.colors } : {}),
    ...(filters.sizes.length ? { size: filters.sizes } : {}),
    ...(filters.priceFrom !== undefined ? { price_from: filters.priceFrom } : {}),
    ...(filters.priceTo !== undefined ? { price_to: filters.priceTo } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.inStock ? { in_stock: 1 as const } : {}),
  };
}

/** True when anything narrows the products (a sort or a page does not). */
export function hasActiveFilters(filters: StoreFilters): boolean {
  return (
    filters.categoryId !== undefined ||
    filters.vendorId !== undefined ||
    filters.colors.length > 0 ||
    filters.sizes.length > 0 ||
    filters.priceFrom !== undefined ||
    filters.priceTo !== undefined ||
    filters.inStock === true ||
    filters.q !== undefined
  );
}

/**
 * How many of the drawer's filters narrow the products (each colour and size, the category, the
 * price range, "in stock"); the text and the seller are set elsewhere, so they do not count.
 */
export function drawerFilterCount(filters: StoreFilters): number {
  const price = filters.priceFrom !== undefined || filters.priceTo !== undefined;
  return (
    filters.colors.length +
    filters.sizes.length +
    Number(filters.categoryId !== undefined) +
    Number(price) +
    Number(filters.inStock === true)
  );
}

/**
 * A change a control computed from `base` (the filters it was rendered with), applied to
 * `latest` (the address as it is now). While the previous change still renders, the controls show
 * the filters before it: a sort chosen then would otherwise drop the price just applied.
 */
export function rebaseFilters(
  base: StoreFilters,
  next: StoreFilters,
  latest: StoreFilters,
): StoreFilters {
  const rebased: StoreFilters = { ...latest };
  const keys = new Set([...Object.keys(base), ...Object.keys(next)]) as Set<keyof StoreFilters>;
  let changed = false;
  for (const key of keys) {
    if (JSON.stringify(base[key]) === JSON.stringify(next[key])) continue;
    changed = true;
    if (next[key] === undefined) delete rebased[key];
    else Object.assign(rebased, { [key]: next[key] });
  }
  // A change of what is shown starts again at the page the control asked for (page 1).
  if (changed) rebased.page = next.page;
  return rebased;
}
