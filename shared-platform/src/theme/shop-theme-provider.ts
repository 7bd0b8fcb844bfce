import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own `ThemeProvider` also brings its CSS-variables provider (color-scheme storage and
// script, about 3 KB gzip) for themes with `colorSchemes`; the shop's theme has none, and for such
// a theme MUI's provider renders exactly this one from `@mui/system`.
import { ThemeProvider } from '@mui/system';
import { isRtl, type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import i18next, { type i18n } from 'i18next';
import {
  createElement,
  type ReactNode,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from '../i18n/react';
import { createShopTheme } from './create-shop-theme';
import { directionSupportLoaded, getEmotionCache, loadDirectionSupport } from './emotion-caches';

// Plain `.ts` (no JSX) so the package's `./*` -> `./src/*.ts` export resolves it everywhere.

function languageOf(instance: i18n): Language {
  return normalizeLanguage(instance.resolvedLanguage ?? instance.language, 'stored');
}

/**
 * The page's language, following `languageChanged` of the i18next instance in context: the
 * page's one instance in the browser, the request's own on the server.
 */
export function useShopLanguage(): Language {
  const { i18n: fromContext } = useTranslation();
  // Without an initialised instance react-i18next hands out a stand-in without events.
  const instance = typeof fromContext?.on === 'function' ? fromContext : i18next;
  const subscribe = useCallback(
    (notify: () => void) => {
      instance.on('languageChanged', notify);
      return () => instance.off('languageChanged', notify);
    },
    [instance],
  );
  const current = useCallback(() => languageOf(instance), [instance]);
  return useSyncExternalStore(subscribe, current, current);
}

export interface ShopThemeProviderProps {
  children?: ReactNode;
  /** Fixes the language instead of following i18next (tests, harnesses). */
  language?: Language;
  /** Set false when an outer provider already renders the baseline. */
  baseline?: boolean;
  /** The request's own cache on the server (its styles are extracted after the render). */
  emotionCache?: EmotionCache;
}

/**
 * Theme + emotion cache for the language's direction. Dialogs, menus and popovers render through
 * the same cache, so they flip as well.
 */
export function ShopThemeProvider({
  children,
  language,
  baseline = true,
  emotionCache,
}: ShopThemeProviderProps) {
  const followed = useShopLanguage();
  const shown = language ?? followed;
  const direction = isRtl(shown) ? 'rtl' : 'ltr';
  // i18next switches to Arabic only once its styling is loaded; a fixed `language` (tests,
  // harnesses) may come first, and then waits for it here (the nearest Suspense boundary shows).
  if (!directionSupportLoaded(direction)) use(loadDirectionSupport(shown));
  const theme = useMemo(() => createShopTheme(direction), [direction]);
  return createElement(
    CacheProvider,
    { value: emotionCache ?? getEmotionCache(direction) },
    createElement(ThemeProvider, { theme }, baseline ? createElement(CssBaseline) : null, children),
  );
}
