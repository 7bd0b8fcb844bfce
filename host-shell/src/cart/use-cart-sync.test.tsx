import type { CartItem } from '@shop/shared-contracts/api/entities';
import {
  emitShopEvent,
  lastShopEvent,
  resetShopEventMemory,
} from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { authAtom } from '../auth/auth-atoms';
import { cartAtom, cartCountAtom } from './cart-atoms';
import { useCartSync } from './use-cart-sync';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

function Sync() {
  useCartSync();
  return null;
}

function start(signedIn: boolean) {
  const store = createStore();
  store.set(authAtom, { signedIn, user: null });
  render(
    <Provider store={store}>
      <Sync />
    </Provider>,
  );
  return store;
}

const cart = (...quantities: number[]) =>
  quantities.map((quantity, id) => ({ id, quantity }) as CartItem);

beforeEach(() => {
  resetShopEventMemory();
  mockedCallApi.mockReset();
});
afterEach(() => cleanup());

it('fetches the cart for a signed-in shopper and announces the total quantity', async () => {
  mockedCallApi.mockResolvedValue(cart(2, 3));
  const store = start(true);
  await waitFor(() => expect(lastShopEvent('shop:cart:changed')).toEqual({ count: 5 }));
  expect(mockedCallApi).toHaveBeenCalledWith('GET /v1/cart');
  expect(store.get(cartCountAtom)).toBe(5);
});

it('does not fetch for visitors, fetches on sign-in and on refresh requests', async () => {
  mockedCallApi.mockResolvedValue(cart(1));
  const store = start(false);
  expect(mockedCallApi).not.toHaveBeenCalled();
  act(() => store.set(authAtom, { signedIn: true, user: null }));
  await waitFor(() => expect(store.get(cartCountAtom)).toBe(1));

  mockedCallApi.mockResolvedValue(cart(1, 1, 1));
  act(() => emitShopEvent('shop:cart:refresh-requested', {}));
  await waitFor(() => expect(lastShopEvent('shop:cart:changed')).toEqual({ count: 3 }));
  expect(mockedCallApi).toHaveBeenCalledTimes(2);
});

it('empties the cart on sign-out', async () => {
  mockedCallApi.mockResolvedValue(cart(4));
  const store = start(true);
  await waitFor(() => expect(store.get(cartCountAtom)).toBe(4));
  act(() => store.set(authAtom, { signedIn: false, user: null }));
  expect(store.get(cartAtom).items).toEqual([]);
  expect(lastShopEvent('shop:cart:changed')).toEqual({ count: 0 });
});
