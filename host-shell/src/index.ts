import { detectShopLanguage } from '@shop/shared-contracts/i18n/languages';
import { paintAppShell } from './app-shell/paint-app-shell';
import { loadRuntimeConfig } from './federation/load-runtime-config';
import { preloadFirstPage } from './federation/preload-first-page';
import { preloadHostTexts } from './federation/preload-host-texts';
import { registerShopRemotes } from './federation/remote-registry';
import { showStartupFailure } from './federation/startup-failure';

/**
 * Async boundary: nothing here imports React or another shared module, so the MF runtime can
 * negotiate the shared singletons before `./app/mount` pulls them in.
 */
async function start(): Promise<void> {
  // The same rule i18next's detector applies once it runs.
  const language = detectShopLanguage({ storage: () => localStorage, navigator });
  paintAppShell(language);
  preloadHostTexts(language);
  const config = await loadRuntimeConfig();
  registerShopRemotes(config);
  preloadFirstPage(config, language);
  const { mountApp } = await import(/* webpackChunkName: "shell" */ './app/mount');
  await mountApp(config);
}

start().catch((error: unknown) => {
  showStartupFailure();
  console.error(error);
});
