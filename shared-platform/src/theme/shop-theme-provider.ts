import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own `ThemeProvider` also brings its CSS-variables provider (color-scheme storage and
// script, about 3 KB gzip) for themes with `colorSchemes`; the shop's theme has none, and for such
// a theme MUI's provider renders exactly this one from `@mui/system`.
import { ThemeProvider } from '@mui/system';
import { isRtl, type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import i18next from 'i18next';
import { createElement, type ReactNode, use, useMemo, useSyncExternalStore } from 'react';
import { createShopTheme } from './create-shop-theme';
import { directionSupportLoaded, getEmotionCache, loadDirectionSupport } from './emotion-caches';

// Plain `.ts` (no JSX) so the package's `./*` -> `./src/*.ts` export resolves it everywhere.

function subscribeLanguage(notify: () => void): () => void {
  i18next.on('languageChanged', notify);
  return () => i18next.off('languageChanged', notify);
}

function currentLanguage(): Language {
  return normalizeLanguage(i18next.resolvedLanguage ?? i18next.language, 'stored');
}

/** The page's language, following i18next's `languageChanged`. */
export function useShopLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

export interface ShopThemeProviderProps {
  children?: ReactNode;
  /** Fixes the language instead of following i18next (tests, harnesses). */
  language?: Language;
  /** Set false when an outer provider already renders the baseline. */
  baseline?: boolean;
}

/**
 * Theme + emotion cache for the language's direction. Dialogs, menus and popovers render through
 * the same cache, so they flip as well.
 */
export function ShopThemeProvider({ children, language, baseline = true }: ShopThemeProviderProps) {
  const followed = useShopLanguage();
  const shown = language ?? followed;
  const direction = isRtl(shown) ? 'rtl' : 'ltr';
  // i18next switches to Arabic only once its styling is loaded; a fixed `language` (tests,
  // harnesses) may come first, and then waits for it here (the nearest Suspense boundary shows).
  if (!directionSupportLoaded(direction)) use(loadDirectionSupport(shown));
  const theme = useMemo(() => createShopTheme(direction), [direction]);
  return createElement(
    CacheProvider,
    { value: getEmotionCache(direction) },
    createElement(ThemeProvider, { theme }, baseline ? createElement(CssBaseline) : null, children),
  );
}
