import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { emitShopEvent } from '../events/event-bus';
import { API, renderShopHook, setupHookApi, signIn } from '../testing/hook-kit';
import { addToCart } from './add-to-cart';
import { cartQuantity, useCart, usePrefetchCart } from './cart-query';
import { clearVisitorCartMark, hasVisitorCartMark } from './visitor-cart-mark';

const server = setupHookApi();
const line = (id: number, quantity: number) => ({ id, quantity, product: { id: 10 + id } });

/** Answers `GET /v1/cart` with `lines` and counts the requests. */
function cartAnswers(lines: unknown[]) {
  const seen = { requests: 0 };
  server.use(
    http.get(`${API}/v1/cart`, () => {
      seen.requests += 1;
      return HttpResponse.json({ status: true, message: '', data: lines });
    }),
  );
  return seen;
}

afterEach(() => clearVisitorCartMark());

describe('the cart query', () => {
  it('asks nothing for a visitor who has put nothing in a cart', async () => {
    const seen = cartAnswers([]);
    const { result } = await renderShopHook(() => useCart());
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(seen.requests).toBe(0);
  });

  it("loads a shopper's cart under the shared key and again when the cart changes", async () => {
    signIn();
    const seen = cartAnswers([line(1, 2), line(2, 3)]);
    const { result, client } = await renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(client.getQueryData(cartKey)).toEqual(result.current.data);
    expect(cartQuantity(result.current.data ?? [])).toBe(5);
    act(() => emitShopEvent('shop:cart:changed', {}));
    await waitFor(() => expect(seen.requests).toBe(2));
  });

  it('prefetches for a shopper (or a marked visitor) only, and only a stale answer', async () => {
    const seen = cartAnswers([line(1, 1)]);
    const visitor = await renderShopHook(() => usePrefetchCart());
    act(() => visitor.result.current());
    expect(seen.requests).toBe(0);

    signIn();
    const { result, client } = await renderShopHook(() => usePrefetchCart());
    act(() => result.current());
    await waitFor(() => expect(client.getQueryData(cartKey)).toHaveLength(1));
    act(() => result.current());
    expect(seen.requests).toBe(1);
  });

  it("reads a visitor's cart once an add put something in it, and the cart page reads it always", async () => {
    const seen = cartAnswers([line(1, 2)]);
    server.use(
      http.post(`${API}/v1/cart`, () =>
        HttpResponse.json({ status: true, message: '', data: line(1, 2) }),
      ),
    );
    const cartPage = await renderShopHook(() => useCart({ always: true }));
    await waitFor(() => expect(cartPage.result.current.data).toHaveLength(1));
    expect(hasVisitorCartMark()).toBe(false);

    const badge = await renderShopHook(() => useCart());
    expect(badge.result.current.fetchStatus).toBe('idle');
    await act(() => addToCart({ product_id: 11, product_variant_id: 3, quantity: 2 }));
    expect(hasVisitorCartMark()).toBe(true);
    await waitFor(() => expect(badge.result.current.data).toHaveLength(1));
    // The cart page's read, then the badge's and the cart page's again after the add.
    expect(seen.requests).toBeGreaterThanOrEqual(2);
  });

  it("drops the visitor's mark when the visitor's cart reads empty", async () => {
    cartAnswers([]);
    server.use(
      http.post(`${API}/v1/cart`, () =>
        HttpResponse.json({ status: true, message: '', data: line(1, 1) }),
      ),
    );
    await addToCart({ product_id: 11, product_variant_id: 3, quantity: 1 });
    expect(hasVisitorCartMark()).toBe(true);
    const { result } = await renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(hasVisitorCartMark()).toBe(false);
  });
});
