import { detectShopLanguage, storedLanguage } from '@shop/shared-contracts/i18n/languages';
import { LANGUAGE_PARAM, languageFromParam } from '@shop/shared-contracts/render/document-language';
import { readDocumentState } from './app/document-state';
import { captureEarlyClicks } from './app/early-clicks';
import { afterNextPaint, inTasks } from './app/next-task';
import { loadRuntimeConfig } from './federation/load-runtime-config';
import { preloadFirstPage } from './federation/preload-first-page';
import { preloadHostTexts } from './federation/preload-host-texts';
import { registerShopRemotes } from './federation/remote-registry';
import { showStartupFailure } from './federation/startup-failure';

// The shell's biggest libraries, whose module code runs one library per task (`inTasks`) ahead
// of the shell's own: run together with it as the shell's code was imported, they made one long
// task (about 150 ms under Lighthouse's 4x slowdown), which Total Blocking Time counts. React
// DOM, then MUI's styles with the shop's theme and emotion, then MUI's components.
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@shop/shared-platform/theme/shop-theme-provider'),
  () => import('@shop/shared-platform/ui/mui-core'),
];

/**
 * Async boundary: nothing here imports React or another shared module, so the MF runtime can
 * negotiate the shared singletons before `./app/mount` pulls them in.
 */
async function start(): Promise<void> {
  captureEarlyClicks(document.getElementById('root'));
  // A server-rendered document names its language. Where the server had to guess it (no `lang`
  // in the address, no cookie yet) and the shopper saved another, the saved one wins: the page
  // is rendered anew in it instead of hydrated, with the server's data.
  const rendered = readDocumentState(document);
  // A server-rendered page is painted before the app starts (`afterNextPaint`); presses are
  // caught from here on. The static shell has nothing to show yet and starts at once.
  if (rendered) await afterNextPaint();
  const fromUrl = languageFromParam(new URLSearchParams(location.search).get(LANGUAGE_PARAM));
  const saved = fromUrl ? null : storedLanguage(() => localStorage);
  const hydrate = rendered !== null && (saved === null || saved === rendered.language);
  const language =
    (hydrate ? rendered?.language : null) ??
    fromUrl ??
    detectShopLanguage({ storage: () => localStorage, navigator });
  preloadHostTexts(language);
  const config = await loadRuntimeConfig();
  registerShopRemotes(config);
  preloadFirstPage(config, language, location.pathname, rendered?.routes);
  await inTasks(LIBRARIES);
  const { mountApp } = await import(/* webpackChunkName: "shell" */ './app/mount');
  await mountApp(config, rendered, hydrate);
}

start().catch((error: unknown) => {
  showStartupFailure();
  console.error(error);
});
