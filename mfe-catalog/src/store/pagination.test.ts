import { describe, expect, it } from 'vitest';
import { canGoTo, type PageItem, pageItems, shownRange } from './pagination';

const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('pagination', () => {
  it('shows every page when there are few', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('shows five pages around the current one with the first, the last and gaps', () => {
    expect(show(pageItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageItems(3, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(5, 20))).toBe('1 … 3 4 5 6 7 … 20');
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(show(pageItems(1, 6))).toBe('1 2 3 4 5 6');
    expect(show(pageItems(1, 7))).toBe('1 2 3 4 5 … 7');
  });

  it('always includes the current, first and last page, in order, without repeats', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = pageItems(current, last).flatMap((item) =>
          item.kind === 'page' ? [item.page] : [],
        );
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        const window = pages.filter((page) => page !== 1 && page !== last);
        expect(window.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('changes pages only within 1 and the last, and not to the current page', () => {
    expect(canGoTo(0, 1, 5)).toBe(false);
    expect(canGoTo(6, 5, 5)).toBe(false);
    expect(canGoTo(3, 3, 5)).toBe(false);
    expect(canGoTo(4, 3, 5)).toBe(true);
  });

  it('says which products of the total the page shows', () => {
    expect(shownRange(1, 15, 83)).toEqual({ from: 1, to: 15 });
    expect(shownRange(6, 15, 83)).toEqual({ from: 76, to: 83 });
    expect(shownRange(1, 15, 0)).toEqual({ from: 0, to: 0 });
  });
});
