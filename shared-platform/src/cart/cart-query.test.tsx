import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { emitShopEvent } from '../events/event-bus';
import { API, renderShopHook, setupHookApi, signIn } from '../testing/hook-kit';
import { cartQuantity, useCart, usePrefetchCart } from './cart-query';

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

describe('the cart query', () => {
  it('asks nothing for a visitor', async () => {
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

  it('prefetches for a shopper only, and only a stale answer', async () => {
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
});
