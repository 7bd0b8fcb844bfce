import { useTheme } from '@shop/shared-platform/ui/mui-core';
import { useCallback, useSyncExternalStore } from 'react';

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
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
