// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { findMissingLocaleKeys } from '@shop/shared-tooling/testing/locale-keys';
import { expect, it } from 'vitest';

it('has every text of the account namespace in du, ar and en', () => {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  expect(findMissingLocaleKeys({ packageDir, defaultNamespace: 'account' })).toEqual([]);
});
