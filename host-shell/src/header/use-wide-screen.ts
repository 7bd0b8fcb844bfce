import { useTheme } from '@shop/shared-platform/ui/mui-core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const unknownOnServer = () => undefined;

/**
 * Whether the window is at least as wide as the theme's `md` breakpoint, from the browser's first
 * render on (read from `matchMedia`, not after an effect) and again whenever that changes.
 * Undefined where no window exists: on the server and so while hydrating its markup (right after,
 * the answer). MUI's `useMediaQuery` does the same but comes with the pages' UI files, which the
 * shell's first render does without (see docs/reference/budgets.md).
 */
export function useWideScreen(): boolean | undefined {
  const query = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  // One list per query, read by the snapshot and watched by the subscription; none on a server.
  const list = useMemo(
    () => (typeof window === 'undefined' ? undefined : window.matchMedia(query)),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches, unknownOnServer);
}
