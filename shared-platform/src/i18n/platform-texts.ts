import type { i18n } from 'i18next';
import ar from '../../locales/ar/platform.json';
import du from '../../locales/du/platform.json';
import en from '../../locales/en/platform.json';

/**
 * Namespace of the shared UI parts (password field, query error, session spinner). Its texts
 * ship inside the platform bundle rather than from a server: the host's `translation` namespace
 * is missing when a remote runs alone in its harness, and a shared part must read the same there.
 */
export const PLATFORM_NAMESPACE = 'platform';

export const PLATFORM_TEXTS = { du, ar, en } as const;

/** Adds the platform namespace to an i18next instance (the page's, or a test's). */
export function addPlatformTexts(instance: i18n): void {
  for (const [language, texts] of Object.entries(PLATFORM_TEXTS)) {
    instance.addResourceBundle(language, PLATFORM_NAMESPACE, texts, true, false);
  }
}
