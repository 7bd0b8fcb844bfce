import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onShopEvent } from '../events/event-bus';
import { API, renderShopHook, setupHookApi, signIn } from '../testing/hook-kit';
import { useAddToCart } from './add-to-cart';
import { useAddToCartRefusalText } from './add-to-cart-refusal';

const server = setupHookApi();
const body = { product_id: 3, product_variant_id: 31, quantity: 2 };
const refusedWith = (message: string) =>
  HttpResponse.json(
    { status: false, message: 'The given data was invalid.', errors: { quantity: [message] } },
    { status: 422 },
  );

function useAddWithWords() {
  return { add: useAddToCart(), refusalText: useAddToCartRefusalText() };
}

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

  it('announces nothing when the server refuses, and words the refusal', async () => {
    signIn();
    server.use(
      http.post(`${API}/v1/cart`, () => refusedWith('Only 1 item is in stock; you asked for 2.')),
    );
    const changed = vi.fn();
    const off = onShopEvent('shop:cart:changed', changed);
    const { result } = await renderShopHook(() => useAddWithWords());
    act(() => result.current.add.mutate(body));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    off();
    expect(changed).not.toHaveBeenCalled();
    expect(result.current.refusalText(result.current.add.error)).toBe(
      'Only 1 item is in stock (counting what is already in your cart).',
    );
  });
});

describe("a refusal in the shopper's language", () => {
  const words = async (language: string, answer: () => Response) => {
    server.use(http.post(`${API}/v1/cart`, answer));
    const { result } = await renderShopHook(() => useAddWithWords(), language);
    const error = await result.current.add.mutateAsync(body).catch((e: unknown) => e);
    return result.current.refusalText(error);
  };

  it('takes the stock count out of the English answer, with plural forms', async () => {
    signIn();
    expect(
      await words('du', () => refusedWith('Only 4 items are in stock; you asked for 9.')),
    ).toBe('Es sind nur noch 4 Stück auf Lager (mit dem, was schon im Warenkorb liegt).');
    expect(
      await words('ar', () => refusedWith('Only 2 items are in stock; you asked for 3.')),
    ).toBe('توجد قطعتان فقط في المخزون (مع ما في سلتك).');
  });

  it('says a sold-out item sold out, and anything else failed', async () => {
    signIn();
    expect(await words('du', () => refusedWith('This item is out of stock.'))).toBe(
      'Dieser Artikel ist inzwischen ausverkauft.',
    );
    expect(
      await words('en', () =>
        HttpResponse.json({ status: false, message: 'Oops' }, { status: 500 }),
      ),
    ).toBe('The product could not be added to the cart. Please try again.');
  });
});
