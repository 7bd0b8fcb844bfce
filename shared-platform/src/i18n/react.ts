/**
 * The react-i18next API the shop uses: the place every package imports it from (lint rejects a
 * direct import). Shared at run time with the platform, so the page has one react-i18next, and,
 * unlike sharing `react-i18next` itself, tree-shaken: the first render carries these exports, not
 * the whole library (its `Trans` parser alone is about 5 KB gzip; `Trans` is in `./trans`, which
 * only pages load). A page that needs another react-i18next export adds it here or beside `Trans`.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
