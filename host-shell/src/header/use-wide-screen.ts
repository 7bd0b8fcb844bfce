import { useTheme } from '@shop/shared-platform/ui/mui-core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether the window is at least as wide as the theme's `md` breakpoint, from the first render on
 * (read from `matchMedia`, not after an effect) and again whenever that changes. MUI's
 * `useMediaQuery` does the same but comes with the pages' UI files, which the shell's first
 * render does without (see "Budgets" in the README).
 */
export function useWideScreen(): boolean {
  const query = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  // One list per query, read by the snapshot and watched by the subscription.
  const list = useMemo(() => globalThis.matchMedia?.(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  // The server renders the phone layout; a wide window switches after hydration.
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
