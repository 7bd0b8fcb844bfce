import type { SearchFilters } from '@shop/shared-contracts/api/entities';
import { random } from '../src/db/seed/seed-catalog';

/**
 * What shoppers type, in German and Arabic: singular, plural, materials, styles, colour with a
 * product, two words, typos, a model number. A stand-in until the search recall table exists.
 */
export const textQueries = [
  'Kleid',
  'Kleider',
  'Jacke',
  'Jacken',
  'Hose',
  'Hosen',
  'Schuhe',
  'Sneaker',
  'Stiefel',
  'Hemd',
  'Bluse',
  'Pullover',
  'Mantel',
  'Rock',
  'Baumwolle',
  'Baumwole',
  'Wolle',
  'Leinen',
  'Leder',
  'Seide',
  'Kaschmir',
  'Denim',
  'klassisch',
  'elegant',
  'sportlich',
  'Kleid rot',
  'rotes Kleid',
  'Herren Hemd',
  'Damenmode',
  'Kinder',
  'Tasche',
  'Rucksack',
  'Gürtel',
  'Schal',
  'Uhr',
  'Kette',
  'Kissen',
  'Decke',
  'Modell 4711',
  'Jacke aus Leder',
  'فستان',
  'فساتين',
  'قميص',
  'حذاء',
  'أحذية',
  'سترة',
  'بنطال',
  'قطن',
  'صوف',
  'جلد',
  'حرير',
  'كتان',
  'معطف',
  'تنورة',
  'حقيبة',
  'وشاح',
  'كلاسيكي',
  'أنيق',
  'فستان أحمر',
  'فستن',
] as const;

const sorts = ['newest', 'price_asc', 'price_desc', 'rating', 'best_selling'] as const;

/** A search URL (path and query) from its parameters, lists as repeated names. */
export function searchPath(params: [string, string | number][]): string {
  const query = new URLSearchParams(
    params.map(([key, value]): [string, string] => [key, String(value)]),
  );
  const text = query.toString();
  return `/v1/products/search${text ? `?${text}` : ''}`;
}

export type Pick = <T>(list: readonly T[]) => T;

/** A seeded chooser, so every run and every catalogue size asks the same questions. */
export function chooser(seed: number): { pick: Pick; chance: (share: number) => boolean } {
  const rand = random(seed);
  return {
    pick: (list) => list[Math.floor(rand() * list.length)] as (typeof list)[number],
    chance: (share) => rand() < share,
  };
}

/** Random filters, as the sidebar combines them: category, colours, sizes, price, sort, page. */
export function randomFilters(
  vocabulary: SearchFilters,
  { pick, chance }: ReturnType<typeof chooser>,
): [string, string | number][] {
  const params: [string, string | number][] = [];
  const categories = vocabulary.categories.flatMap((parent) => [
    parent.id,
    ...parent.subcategories.map((child) => child.id),
  ]);
  if (chance(0.5)) params.push(['category_id', pick(categories)]);
  if (chance(0.35)) params.push(['color', pick(vocabulary.colors)]);
  if (chance(0.1)) params.push(['color', pick(vocabulary.colors)]);
  if (chance(0.35)) params.push(['size', pick(vocabulary.sizes).value]);
  if (chance(0.25)) {
    const { min, max } = vocabulary.price_range;
    const from = min + Math.floor((max - min) * pick([0, 0.05, 0.1, 0.2]));
    params.push(['price_from', from], ['price_to', from + pick([20, 50, 100, 300])]);
  }
  if (chance(0.15)) params.push(['in_stock', 1]);
  if (chance(0.5)) params.push(['sort_by', pick(sorts)]);
  if (chance(0.3)) params.push(['page', pick([2, 3, 4, 5])]);
  return params;
}

/** Run (a): every text query (a third of them with filters) and `combinations` random filters. */
export function singleQueries(
  vocabulary: SearchFilters,
  combinations: number,
  seed = 26,
): string[] {
  const choose = chooser(seed);
  const text = textQueries.map((q) =>
    searchPath([['q', q], ...(choose.chance(0.33) ? randomFilters(vocabulary, choose) : [])]),
  );
  const filters = Array.from({ length: combinations }, () =>
    searchPath(randomFilters(vocabulary, choose)),
  );
  return [...text, ...filters];
}

/**
 * Run (b): 70 % category and listing pages (the store's first pages, which repeat), 30 % text
 * and filter queries that are each asked once (a distinct price range makes every one new).
 */
export function mixedQueries(vocabulary: SearchFilters, seed = 2026): () => string {
  const choose = chooser(seed);
  const { pick, chance } = choose;
  const categories = vocabulary.categories.flatMap((parent) => [
    parent.id,
    ...parent.subcategories.map((child) => child.id),
  ]);
  let distinct = 0;
  return () => {
    if (chance(0.7)) {
      const page = pick([1, 1, 1, 2, 3]);
      const listing: [string, string | number][] = chance(0.8)
        ? [['category_id', pick(categories)]]
        : [];
      if (chance(0.2)) listing.push(['sort_by', pick(sorts)]);
      return searchPath(page > 1 ? [...listing, ['page', page]] : listing);
    }
    distinct += 1;
    const filters = randomFilters(vocabulary, choose).filter(([key]) => !key.startsWith('price'));
    const text: [string, string][] = chance(0.6) ? [['q', pick(textQueries)]] : [];
    return searchPath([...text, ...filters, ['price_to', 100000 - distinct / 100]]);
  };
}
