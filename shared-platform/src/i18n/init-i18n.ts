import {
  FALLBACK_LANGUAGE,
  type Language,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
} from '@shop/shared-contracts/i18n/languages';
import { initReactI18next } from '@shop/shared-platform/i18n/react';
import i18next, { type InitOptions, type i18n } from 'i18next';
import { emitShopEvent } from '../events/event-bus';
import { loadDirectionSupport } from '../theme/emotion-caches';
import { applyDocumentLanguage } from './document-language';
import { shopLanguageDetector } from './language-detection';
import { createLoadPath, DEFAULT_NAMESPACE, type NamespaceOrigins } from './load-path';
import { type LoadLocaleFile, LocaleBackend, type LocaleBackendOptions } from './locale-backend';
import { addPlatformTexts } from './platform-texts';

export interface InitI18nOptions extends NamespaceOrigins {
  /** Replaces the backend's network call (tests, the server). */
  load?: LoadLocaleFile;
  /**
   * The language to start in instead of the detected one: a server-rendered page's, so the
   * browser hydrates in the language the server rendered.
   */
  language?: Language;
}

/**
 * Options: fallback `en`, namespace `translation`, no HTML escaping, no saving of missing keys.
 * i18next's own loader retries failed translation files: the backend (`locale-backend.ts`) flags
 * 5xx and network failures as retryable and 4xx as final, and i18next retries up to `maxRetries`
 * times starting at `retryTimeout` ms, doubling each time, with at most `maxParallelReads` reads.
 */
export function createI18nOptions(options: InitI18nOptions): InitOptions<LocaleBackendOptions> {
  const backend: LocaleBackendOptions = {
    loadPath: createLoadPath(options),
    prepareLanguage: (language) => loadDirectionSupport(normalizeLanguage(language, 'stored')),
  };
  if (options.load) backend.load = options.load;
  return {
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    saveMissing: false,
    debug: false,
    interpolation: { escapeValue: false },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    backend,
    react: { useSuspense: true },
  };
}

function onLanguageChanged(raw: string): void {
  const language = normalizeLanguage(raw, 'stored');
  if (typeof document !== 'undefined') applyDocumentLanguage(language);
  emitShopEvent('shop:language:changed', { language });
}

let started: Promise<i18n> | undefined;

/** Starts the page's single i18next instance (shared singleton); later calls return the same. */
export function initI18n(options: InitI18nOptions): Promise<i18n> {
  if (!started) {
    i18next.on('languageChanged', onLanguageChanged);
    started = i18next
      .use(LocaleBackend)
      .use(shopLanguageDetector)
      .use(initReactI18next)
      .init({
        ...createI18nOptions(options),
        ...(options.language ? { lng: options.language } : {}),
      })
      .then(() => {
        addPlatformTexts(i18next);
        return i18next;
      });
  }
  return started;
}
