/** One item of the pagination bar: a page number or a gap. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** At most this many numbered pages around the current one. */
export const PAGE_WINDOW = 5;

/**
 * The numbered pages to show: up to five around `current`, plus the first and the last page,
 * with a gap wherever pages are left out.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 1) return [{ kind: 'page', page: 1 }];
  const half = Math.floor(PAGE_WINDOW / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(last, start + PAGE_WINDOW - 1);
  start = Math.max(1, end - PAGE_WINDOW + 1);
  const items: PageItem[] = [];
  const page = (number: number) => items.push({ kind: 'page', page: number });
  if (start > 1) page(1);
  if (start > 2) items.push({ kind: 'gap', key: 'before' });
  for (let number = start; number <= end; number += 1) page(number);
  if (end < last - 1) items.push({ kind: 'gap', key: 'after' });
  if (end < last) page(last);
  return items;
}

/** A page change goes only to another page between 1 and the last. */
export function canGoTo(page: number, current: number, last: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= last && page !== current;
}

/** "Showing x to y of total": the positions of the first and last product of the page. */
export function shownRange(
  current: number,
  perPage: number,
  total: number,
): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((current - 1) * perPage + 1, total);
  return { from, to: Math.min(current * perPage, total) };
}
