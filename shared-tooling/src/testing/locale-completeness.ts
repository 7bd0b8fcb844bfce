import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMissingLocaleKeys, hasTranslation, LOCALE_LANGUAGES } from './locale-keys';

type Messages = { [key: string]: string | Messages };

export interface LocaleCompletenessOptions {
  /** Package root: holds `src/` and the locale files. */
  packageDir: string;
  /** The package's own namespace (`translation` for the host). */
  namespace: string;
  /** Folder of `{lng}/{namespace}.json` (default `<packageDir>/public/locales`). */
  localesDir?: string;
  /**
   * Keys written outside `t()` (a validation message kept in a variable), found in the sources
   * by this pattern's first group, e.g. /['"]((?:signIn|signUp)\.[\w.]+)['"]/g.
   */
  keysInVariables?: RegExp;
}

// Languages have different plural forms (Arabic has six): `count_few` counts as `count`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKeys(node: Messages): string[] {
  return [...new Set(flatKeys(node).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function flatKeys(node: Messages, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/**
 * The one locale check every package runs: every key its sources use exists in du, ar and en,
 * every language has the same keys, and no text is empty. A missing text fails here instead of
 * showing a raw key to a shopper.
 */
export function describeLocaleCompleteness(options: LocaleCompletenessOptions): void {
  const { packageDir, namespace, keysInVariables } = options;
  const localesDir = options.localesDir ?? join(packageDir, 'public', 'locales');
  const messages = (language: string) =>
    JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Messages;

  describe(`the ${namespace} namespace`, () => {
    it('has every t() key of the package in du, ar and en', () => {
      const missing = findMissingLocaleKeys({
        packageDir,
        defaultNamespace: namespace,
        localesDir,
      });
      expect(missing.map(({ language, key, file }) => `${language}: ${key} (${file})`)).toEqual([]);
    });

    it('has the same keys in every language and no empty text', () => {
      const english = baseKeys(messages('en'));
      for (const language of LOCALE_LANGUAGES) {
        expect({ language, keys: baseKeys(messages(language)) }).toEqual({
          language,
          keys: english,
        });
        const empty = flatKeys(messages(language)).filter(
          (key) => !hasTranslation(messages(language), key),
        );
        expect({ language, empty }).toEqual({ language, empty: [] });
      }
    });

    if (keysInVariables) {
      it('has the keys kept in variables (validation and error messages)', () => {
        const used = sources(join(packageDir, 'src')).flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(keysInVariables)].map((match) => match[1] ?? ''),
        );
        expect(used.length).toBeGreaterThan(0);
        for (const language of LOCALE_LANGUAGES) {
          const missing = used.filter((key) => !hasTranslation(messages(language), key));
          expect({ language, missing }).toEqual({ language, missing: [] });
        }
      });
    }
  });
}
