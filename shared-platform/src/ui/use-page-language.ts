/**
 * Kept for remotes built against platform 4.8, which could import it: the page's language is
 * `useShopLanguage` (the i18next instance in context, so right on a server rendering several
 * languages at once). New code imports that.
 */
export { useShopLanguage as usePageLanguage } from '../theme/shop-theme-provider';
