// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMissingLocaleKeys, hasTranslation } from '@shop/shared-tooling/testing/locale-keys';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const LANGUAGES = ['du', 'ar', 'en'] as const;
type Messages = { [key: string]: string | Messages };

const messages = (language: string) =>
  JSON.parse(
    readFileSync(join(packageDir, 'public', 'locales', language, 'auth.json'), 'utf8'),
  ) as Messages;

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

describe('auth namespace', () => {
  it('has every t() key of the remote in du, ar and en', () => {
    expect(findMissingLocaleKeys({ packageDir, defaultNamespace: 'auth' })).toEqual([]);
  });

  it('has the keys kept in variables (validation and error messages, checklist rules)', () => {
    // Keys not written inside t(), e.g. 'signIn.errors.invalidEmail' in a validate rule.
    const pattern = /['"]((?:common|signIn|signUp|forgotPassword)\.[\w.]+)['"]/g;
    const used = sources(join(packageDir, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    for (const language of LANGUAGES) {
      const missing = used.filter((key) => !hasTranslation(messages(language), key));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('has the same keys in every language and no empty text', () => {
    const english = flatKeys(messages('en')).sort();
    for (const language of LANGUAGES) {
      expect(flatKeys(messages(language)).sort()).toEqual(english);
      const empty = flatKeys(messages(language)).filter(
        (key) => !hasTranslation(messages(language), key),
      );
      expect(empty).toEqual([]);
    }
  });
});
