import type { SortKey } from '@shop/shared-contracts/api/entities';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { useCallback, useMemo } from 'react';
import { readStoreFilters, type StoreFilters, storeSearchParams } from './store-url';

/**
 * The store's state, read from and written to the address bar only: every change is a new history
 * entry, so back and forward restore it and a copied link opens the same results. A filter change
 * keeps the scroll position (the shopper is in the sidebar); paging is a link, which scrolls up.
 */
export function useStoreFilters(defaultSort: SortKey) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readStoreFilters(params, defaultSort), [params, defaultSort]);
  const update = useCallback(
    (next: StoreFilters, { replace = false }: { replace?: boolean } = {}) =>
      setParams(storeSearchParams(next, defaultSort), { preventScrollReset: true, replace }),
    [setParams, defaultSort],
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
