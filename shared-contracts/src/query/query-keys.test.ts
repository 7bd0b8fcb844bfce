import { expect, it } from 'vitest';
import { cartKey, categoriesKey, profileKey, SESSION_QUERY_KEYS, wishlistKey } from './query-keys';

it('gives each shared resource its own key and marks the shopper-owned ones', () => {
  const keys = [categoriesKey, cartKey, wishlistKey, profileKey].map((key) => key.join('/'));
  expect(new Set(keys).size).toBe(4);
  expect(SESSION_QUERY_KEYS).toEqual([cartKey, wishlistKey, profileKey]);
  expect(SESSION_QUERY_KEYS).not.toContain(categoriesKey);
});
