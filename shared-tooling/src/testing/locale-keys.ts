/**
 * Node-only test helper: finds translation keys used in a package's source that are missing from
 * any of its `public/locales/{du,ar,en}/<ns>.json` files, so a missing text fails a unit test
 * instead of showing a raw key to a shopper.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALE_LANGUAGES = ['du', 'ar', 'en'] as const;

export interface UsedKey {
  namespace: string;
  key: string;
  file: string;
}

export interface MissingKey extends UsedKey {
  language: string;
}

export interface LocaleCheckOptions {
  /** Package root (holds `src/` and `public/locales/`). */
  packageDir: string;
  /** Namespace of keys written without `ns:` (the `useTranslation('<ns>')` of the package). */
  defaultNamespace: string;
  /** Namespaces whose files this package owns; keys of other namespaces are ignored. */
  namespaces?: string[];
  languages?: readonly string[];
}

const KEY_PATTERNS = [/\bt\(\s*(['"])([^'"\n]+)\1/g, /\bi18nKey=\{?\s*(['"])([^'"\n]+)\1/g];

/** Keys a source text uses, as `{ namespace, key }` (the first `:` separates the namespace). */
export function scanTranslationKeys(source: string, defaultNamespace: string, file = '') {
  const keys: UsedKey[] = [];
  for (const pattern of KEY_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const raw = match[2] ?? '';
      const colon = raw.indexOf(':');
      const namespace = colon > 0 ? raw.slice(0, colon) : defaultNamespace;
      const key = colon > 0 ? raw.slice(colon + 1) : raw;
      keys.push({ namespace, key, file });
    }
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry);
    return isSource ? [path] : [];
  });
}

type Messages = { [key: string]: string | Messages };

/** i18next lookup: nested path, a literal dotted key, or plural forms (`key_one`, `key_other`). */
export function hasTranslation(messages: Messages, key: string): boolean {
  const lookup = (candidate: string) => {
    if (typeof messages[candidate] === 'string') return true;
    let node: string | Messages | undefined = messages;
    for (const part of candidate.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string';
  };
  return lookup(key) || lookup(`${key}_other`) || lookup(`${key}_one`);
}

function readMessages(file: string): Messages | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : null;
}

export function findMissingLocaleKeys(options: LocaleCheckOptions): MissingKey[] {
  const { packageDir, defaultNamespace, languages = LOCALE_LANGUAGES } = options;
  const owned = new Set(options.namespaces ?? [defaultNamespace]);
  const used = sourceFiles(join(packageDir, 'src')).flatMap((file) =>
    scanTranslationKeys(readFileSync(file, 'utf8'), defaultNamespace, file),
  );
  const missing: MissingKey[] = [];
  for (const language of languages) {
    for (const entry of used) {
      if (!owned.has(entry.namespace)) continue;
      const file = join(packageDir, 'public', 'locales', language, `${entry.namespace}.json`);
      const messages = readMessages(file);
      if (!messages || !hasTranslation(messages, entry.key)) missing.push({ ...entry, language });
    }
  }
  return missing;
}
