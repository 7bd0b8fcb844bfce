import { useDeferredValue, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and during hydration, true afterwards and in every render the browser makes
 * on its own (a page opened by a link). Hydration must produce the server's markup, so whatever
 * only the browser knows (the session, the address's origin, the screen) waits until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}

/**
 * `read()` in the browser, `serverValue` on the server and during hydration (then `read()` right
 * after). `read` runs only in the browser and must return the same value for the same state
 * (a string or number, not a new object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * `useDeferredValue(value, initialValue)` for parts whose first build is deferred to spare the
 * browser's main thread, except where the part arrived rendered by the server: there (on the server
 * and while hydrating) its first render is `value` at once, so the HTML holds it and hydration
 * finds the same markup. Later changes are deferred as before.
 */
export function useDeferredUnlessFromServer<T>(value: T, initialValue: T): T {
  const hydrated = useHydrated();
  // Fixed at the first render: `hydrated` turns true right after hydration.
  const [fromServer] = useState(!hydrated);
  return useDeferredValue(value, fromServer ? value : initialValue);
}

/**
 * The time zone to show dates in: UTC on the server (which runs in UTC and knows no shopper's)
 * and while hydrating its markup, then the browser's own. A date near midnight would otherwise
 * read one day on the server and another in the browser, and hydration would find other text.
 */
export function useShownTimeZone(): 'UTC' | undefined {
  return useHydrated() ? undefined : 'UTC';
}
