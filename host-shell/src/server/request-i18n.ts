import { HOST_NAMESPACE, type Language } from '@shop/shared-contracts/i18n/languages';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { createI18nOptions } from '@shop/shared-platform/i18n/init-i18n';
import { type LoadLocaleFile, LocaleBackend } from '@shop/shared-platform/i18n/locale-backend';
import { addPlatformTexts } from '@shop/shared-platform/i18n/platform-texts';
import i18next, { type i18n } from 'i18next';
import ar from '../../public/locales/ar/translation.json';
import du from '../../public/locales/du/translation.json';
import en from '../../public/locales/en/translation.json';
import { namespaceOriginsOf } from '../federation/remote-texts';

/** The host's own texts, built into its server build: the same release as its browser build. */
const HOST_TEXTS: Record<Language, unknown> = { du, ar, en };
const HOST_FILE = /^\/locales\/(du|ar|en)\/translation\.json$/;

/**
 * Remote texts by URL, for the worker's life: a worker renders one set of remote versions, so a
 * file read once stays right until the render service replaces the worker.
 */
const remoteFiles = new Map<string, Promise<{ status: number; data: string }>>();

const loadLocaleFile: LoadLocaleFile = (url) => {
  const host = HOST_FILE.exec(url);
  if (host) {
    return Promise.resolve({ status: 200, data: JSON.stringify(HOST_TEXTS[host[1] as Language]) });
  }
  let file = remoteFiles.get(url);
  if (!file) {
    file = fetch(url).then(async (answer) => ({
      status: answer.status,
      data: await answer.text(),
    }));
    // A failed read is not kept: the next request tries again.
    file.then(
      ({ status }) => status >= 400 && remoteFiles.delete(url),
      () => remoteFiles.delete(url),
    );
    remoteFiles.set(url, file);
  }
  return file;
};

/**
 * An i18next instance for one request in `language`, with the host's and the platform's texts;
 * the route's loader adds the page's remote namespace (`loadNamespaces`). Never the global
 * instance: requests in other languages render at the same time.
 */
export async function createRequestI18n(language: Language, config: RuntimeConfig): Promise<i18n> {
  const options = createI18nOptions({
    namespaceOrigins: namespaceOriginsOf(config),
    hostOrigin: '',
    load: loadLocaleFile,
  });
  const instance = i18next.createInstance();
  await instance.use(LocaleBackend).init({
    ...options,
    lng: language,
    ns: [HOST_NAMESPACE],
    // No retries on the server: a missing file fails the render, which falls back to the shell.
    maxRetries: 0,
    react: { useSuspense: false },
  });
  addPlatformTexts(instance);
  return instance;
}
