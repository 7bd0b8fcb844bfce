import { type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '../i18n/react';

/**
 * The language of the i18next instance the page renders with: the request's own on the server
 * (given by `I18nextProvider`), the page's in the browser. Re-renders on `languageChanged`.
 * Unlike `useShopLanguage`, which follows the page's global i18next, it is right on a server
 * that renders several languages at once.
 */
export function usePageLanguage(): Language {
  // Only the instance is read: never wait for a namespace here.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language, 'stored');
}
