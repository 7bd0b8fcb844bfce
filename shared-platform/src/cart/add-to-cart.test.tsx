import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onShopEvent } from '../events/event-bus';
import { API, renderShopHook, setupHookApi, signIn } from '../testing/hook-kit';
import { addToCartRefusal, useAddToCart } from './add-to-cart';

const server = setupHookApi();
const body = { product_id: 3, product_variant_id: 31, quantity: 2 };
/** The API's answer to more than the stock: the English text, its code and the stock. */
const refusedWith = (message: string, available: number) =>
  HttpResponse.json(
    {
      status: false,
      message: 'The given data was invalid.',
      errors: { quantity: [message] },
      codes: { quantity: 'not_enough_stock' },
      available,
    },
    { status: 422 },
  );

describe('add to cart', () => {
  it('sends what and how many, then announces that the cart changed', async () => {
    signIn();
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/v1/cart`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: true, message: '', data: { id: 1, ...body } });
      }),
    );
    const changed = vi.fn();
    const off = onShopEvent('shop:cart:changed', changed);
    const { result } = await renderShopHook(() => useAddToCart());
    await act(() => result.current.mutateAsync(body));
    off();
    expect(sent).toEqual([body]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('announces nothing when the server refuses, and says why', async () => {
    signIn();
    server.use(
      http.post(`${API}/v1/cart`, () =>
        refusedWith('Only 1 item is in stock; you asked for 2.', 1),
      ),
    );
    const changed = vi.fn();
    const off = onShopEvent('shop:cart:changed', changed);
    const { result } = await renderShopHook(() => useAddToCart());
    act(() => result.current.mutate(body));
    await waitFor(() => expect(result.current.isError).toBe(true));
    off();
    expect(changed).not.toHaveBeenCalled();
    expect(addToCartRefusal(result.current.error)).toEqual({ reason: 'onlyInStock', count: 1 });
  });
});
