import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { useCallback } from 'react';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';

export const TAB_PARAM = 'tab';

/** The tab the address names (`?tab=`), or the first tab for a missing or unknown name. */
export function tabFromSearch(search: URLSearchParams): AccountTab {
  const id = search.get(TAB_PARAM);
  const first = ACCOUNT_TABS[0];
  if (!first) throw new Error('The account page has no tabs.');
  return ACCOUNT_TABS.find((tab) => tab.id === id) ?? first;
}

/**
 * The open tab lives in the address, so reload, back and a shared link keep it. Opening a tab
 * adds a history entry (back returns to the previous tab) and keeps other query values.
 */
export function useAccountTab(): [AccountTab, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  const open = useCallback(
    (id: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, id);
        return next;
      }),
    [setSearch],
  );
  return [tabFromSearch(search), open];
}
