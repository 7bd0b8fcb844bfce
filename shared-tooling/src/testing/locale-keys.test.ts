import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMissingLocaleKeys, hasTranslation, scanTranslationKeys } from './locale-keys';

function fixturePackage(source: string, locales: Record<string, object>) {
  const dir = mkdtempSync(join(tmpdir(), 'locale-keys-'));
  mkdirSync(join(dir, 'src', 'home'), { recursive: true });
  writeFileSync(join(dir, 'src', 'home', 'home-page.tsx'), source);
  writeFileSync(join(dir, 'src', 'home', 'home-page.test.tsx'), "t('only.in.tests')");
  for (const [language, messages] of Object.entries(locales)) {
    mkdirSync(join(dir, 'public', 'locales', language), { recursive: true });
    writeFileSync(
      join(dir, 'public', 'locales', language, 'catalog.json'),
      JSON.stringify(messages),
    );
  }
  return dir;
}

describe('scanTranslationKeys', () => {
  it('finds t() calls, i18nKey props and namespace prefixes', () => {
    const source = `t('home.title'); t("catalog:home.count", { count }); <Trans i18nKey="home.intro" />; t('translation:header.logo')`;
    expect(scanTranslationKeys(source, 'catalog')).toEqual([
      { namespace: 'catalog', key: 'home.title', file: '' },
      { namespace: 'catalog', key: 'home.count', file: '' },
      { namespace: 'translation', key: 'header.logo', file: '' },
      { namespace: 'catalog', key: 'home.intro', file: '' },
    ]);
  });
});

describe('hasTranslation', () => {
  it('resolves nested keys, dotted literal keys and plural forms', () => {
    const messages = { home: { title: 'Start', count_other: '{{count}}' }, 'flat.key': 'x' };
    expect(hasTranslation(messages, 'home.title')).toBe(true);
    expect(hasTranslation(messages, 'home.count')).toBe(true);
    expect(hasTranslation(messages, 'flat.key')).toBe(true);
    expect(hasTranslation(messages, 'home')).toBe(false);
    expect(hasTranslation(messages, 'home.missing')).toBe(false);
  });
});

describe('findMissingLocaleKeys', () => {
  const source = `t('home.title'); t('home.subtitle'); t('translation:header.logo')`;

  it('reports each key missing per language, ignoring other namespaces and tests', () => {
    const dir = fixturePackage(source, {
      du: { home: { title: 'Start', subtitle: 'Willkommen' } },
      ar: { home: { title: 'البداية' } },
    });
    const missing = findMissingLocaleKeys({ packageDir: dir, defaultNamespace: 'catalog' });
    expect(missing.map((m) => `${m.language}:${m.key}`)).toEqual([
      'ar:home.subtitle',
      'en:home.title',
      'en:home.subtitle',
    ]);
  });

  it('reports nothing when every language has every key', () => {
    const complete = { home: { title: 'a', subtitle: 'b' } };
    const dir = fixturePackage(source, { du: complete, ar: complete, en: complete });
    expect(findMissingLocaleKeys({ packageDir: dir, defaultNamespace: 'catalog' })).toEqual([]);
  });
});
