import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Box, Divider } from '@shop/shared-platform/ui/mui-core';
import { useDeferredValue, useMemo } from 'react';
import { useCategories } from './api/get-categories';
import { CategoryMegaMenu, CategoryMenuPlaceholder } from './category-mega-menu';
import { buildCategoryMenu } from './category-menu-model';
import { LazyMobileMenu } from './lazy-mobile-menu';
import { useCategoriesFailureToast } from './use-categories-failure-toast';
import { useWideScreen } from './use-wide-screen';

// The categories are read here, in the two small parts of the header that show them, and not in
// the header itself: a query's answer re-renders its reader at once, in one task that React cannot
// split, and read by the header it rebuilt the whole header (search, account links, cart, about
// 120 ms of a phone's main thread under Lighthouse's 4x slowdown) when the categories arrived.

/** The category menu's entries; a new answer is built into entries in the background. */
function useCategoryEntries() {
  const language = useShopLanguage();
  const { data, error } = useCategories();
  // Deferred: the answer's menu is built in a background render, in slices of a few milliseconds.
  const categories = useDeferredValue(data);
  const entries = useMemo(
    () => buildCategoryMenu(categories ?? [], language),
    [categories, language],
  );
  return { entries, pending: categories === undefined && !error, error };
}

/** The row of categories under the toolbar on wide screens; a failed load raises a toast. */
export function CategoryRow() {
  const { entries, pending, error } = useCategoryEntries();
  useCategoriesFailureToast(error);
  // Not built below `md`, where the menu button shows the categories (hidden there by CSS only,
  // the row's buttons used to be rendered all the same and its panels' code fetched when idle).
  // The server knows no width: it renders the row, hidden below `md` by CSS, so a wide screen's
  // page does not move down when hydration learns the width; a narrow one then drops it.
  const wide = useWideScreen();
  // The row keeps its place while the categories load, so the page does not move down when they
  // arrive; it goes only when there are none to show.
  if (wide === false || (!entries.length && !pending)) return null;
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
      <Divider />
      {entries.length ? <CategoryMegaMenu entries={entries} /> : <CategoryMenuPlaceholder />}
    </Box>
  );
}

/**
 * The phone menu with the same categories. Its entries are built in the background once the
 * categories arrive, even while it is closed: building them only at its first opening (and not in
 * the hidden row) was tried on 2026-11-27 and measured worse, not better, on the store and product
 * pages on a phone at 4x slowdown (long tasks 50 to 130 ms longer in 4 of 5 paired runs against
 * this code; cause not found). Measure before trying again.
 */
export function CategoryMobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { entries } = useCategoryEntries();
  return <LazyMobileMenu open={open} onClose={onClose} entries={entries} />;
}
