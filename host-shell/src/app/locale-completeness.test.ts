import { join } from 'node:path';
import { findMissingLocaleKeys } from '@shop/shared-tooling/testing/locale-keys';
import { expect, it } from 'vitest';

it('has every host text in du, ar and en', () => {
  const missing = findMissingLocaleKeys({
    packageDir: join(import.meta.dirname, '..', '..'),
    defaultNamespace: 'translation',
  });
  expect(missing.map(({ language, key, file }) => `${language}: ${key} (${file})`)).toEqual([]);
});
