import type { FacetCount, SearchFacets } from '@shop/shared-contracts/api/entities';

/** Looks up facet counts by value; a choice the API did not count has none (shown as 0). */
export function facetLookup(facets: SearchFacets | undefined) {
  const map = <V>(list: FacetCount<V>[] | undefined) =>
    new Map((list ?? []).map((facet) => [facet.value, facet.count]));
  const categories = map(facets?.categories);
  const colors = map(facets?.colors);
  const sizes = map(facets?.sizes);
  return {
    /** The counts were estimated from a sample (a large set): say "about". */
    estimated: facets?.estimated === true,
    category: (id: number) => categories.get(id) ?? 0,
    color: (value: string) => colors.get(value) ?? 0,
    size: (value: string) => sizes.get(value) ?? 0,
  };
}

export type FacetLookup = ReturnType<typeof facetLookup>;

/**
 * A choice that would find nothing cannot be chosen; one already chosen always stays clickable,
 * so the shopper can take it back.
 */
export const isUnavailable = (count: number, selected: boolean) => count === 0 && !selected;
