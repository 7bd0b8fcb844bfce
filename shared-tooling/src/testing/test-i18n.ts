import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { addPlatformTexts } from '@shop/shared-platform/i18n/platform-texts';
import { initReactI18next } from '@shop/shared-platform/i18n/react';
import i18next, { type i18n } from 'i18next';
import { LOCALE_LANGUAGES } from './locale-keys';

export interface TestI18nOptions {
  language: Language;
  /** Namespaces of the package under test, read from its `public/locales/{lng}/{ns}.json`. */
  namespaces: string[];
  /** Package root holding `public/locales` (default: the directory the tests run in). */
  packageDir?: string;
}

/** One namespace's texts from the package's real locale file. */
export function readNamespace(packageDir: string, language: string, namespace: string) {
  const file = join(packageDir, 'public', 'locales', language, `${namespace}.json`);
  if (!existsSync(file)) throw new Error(`No locale file ${file} for the test.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * The page's i18next (the same global instance the shop uses) with the package's REAL locale
 * files and the platform texts, and no fallback language: a text missing from the chosen language
 * shows as its raw key, so assertions on the shown text catch it.
 */
export async function setupTestI18n({
  language,
  namespaces,
  packageDir = process.cwd(),
}: TestI18nOptions): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      defaultNS: namespaces[0] ?? 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    addPlatformTexts(i18next);
  }
  for (const namespace of namespaces) {
    for (const lng of LOCALE_LANGUAGES) {
      if (i18next.hasResourceBundle(lng, namespace)) continue;
      i18next.addResourceBundle(lng, namespace, readNamespace(packageDir, lng, namespace));
    }
  }
  i18next.setDefaultNamespace(namespaces[0] ?? 'translation');
  if (i18next.language !== language) await i18next.changeLanguage(language);
  return i18next;
}
