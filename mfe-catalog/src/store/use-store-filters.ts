import type { SortKey } from '@shop/shared-contracts/api/entities';
import { useLocation, useSearchParams } from '@shop/shared-platform/router/react-router';
import { useCallback, useMemo } from 'react';
import { readStoreFilters, rebaseFilters, type StoreFilters, storeSearchParams } from './store-url';

/**
 * The store's state, read from and written to the address bar only: every change is a new history
 * entry, so back and forward restore it and a copied link opens the same results. A filter change
 * keeps the scroll position (the shopper is in the sidebar); paging is a link, which scrolls up.
 */
export function useStoreFilters(defaultSort: SortKey) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => readStoreFilters(params, defaultSort), [params, defaultSort]);
  // Called from event handlers and effects only: the address bar may already hold a change that
  // has not rendered yet (React keeps showing the old filters while the new results load).
  const update = useCallback(
    (next: StoreFilters, { replace = false }: { replace?: boolean } = {}) => {
      const addressBar = window.location.pathname === pathname ? window.location.search : null;
      const latest =
        addressBar === null
          ? filters
          : readStoreFilters(new URLSearchParams(addressBar), defaultSort);
      const rebased = rebaseFilters(filters, next, latest);
      setParams(storeSearchParams(rebased, defaultSort), { preventScrollReset: true, replace });
    },
    [setParams, defaultSort, filters, pathname],
  );
  const hrefOf = useCallback(
    (next: StoreFilters) => {
      const search = storeSearchParams(next, defaultSort).toString();
      return search ? `?${search}` : '?';
    },
    [defaultSort],
  );
  return { filters, update, hrefOf };
}
