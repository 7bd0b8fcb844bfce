import { expect, it } from 'vitest';
import {
  addressesKey,
  cartKey,
  categoriesKey,
  operatorKey,
  ordersKey,
  productKey,
  profileKey,
  SESSION_QUERY_KEYS,
  sellerKey,
  vendorApplicationKey,
  walletKey,
  wishlistKey,
} from './query-keys';

it('gives each shared resource its own key and marks the shopper-owned ones', () => {
  const all = [
    categoriesKey,
    cartKey,
    wishlistKey,
    profileKey,
    addressesKey,
    ordersKey,
    walletKey,
    vendorApplicationKey,
    sellerKey,
    operatorKey,
  ];
  const keys = all.map((key) => key.join('/'));
  expect(new Set(keys).size).toBe(10);
  expect(SESSION_QUERY_KEYS).toEqual([
    cartKey,
    wishlistKey,
    profileKey,
    addressesKey,
    ordersKey,
    walletKey,
    vendorApplicationKey,
    sellerKey,
    operatorKey,
  ]);
  expect(SESSION_QUERY_KEYS).not.toContain(categoriesKey);
});

it('keys each product apart, and no product as a resource of the shopper', () => {
  expect(productKey(3)).toEqual(['product', 3]);
  expect(productKey(3)).not.toEqual(productKey(4));
  expect(SESSION_QUERY_KEYS.map((key) => key[0])).not.toContain(productKey(3)[0]);
});
