import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderShopHook, setupHookApi, signIn } from '../testing/hook-kit';
import { useToggleWishlist, useWishlist, useWishlistItem } from './wishlist';

const server = setupHookApi();
const ok = (data: unknown) => HttpResponse.json({ status: true, message: '', data });

/** A wishlist API that keeps items in memory and records every change sent to it. */
function wishlistApi(items: { id: number; product: { id: number } }[], failChanges = false) {
  const seen = { reads: 0, changes: [] as string[] };
  server.use(
    http.get(`${API}/v1/wishlist`, () => {
      seen.reads += 1;
      return ok(items);
    }),
    http.post(`${API}/v1/wishlist`, async ({ request }) => {
      seen.changes.push(`add ${JSON.stringify(await request.json())}`);
      if (failChanges) return HttpResponse.json({ status: false, message: '' }, { status: 500 });
      items.push({ id: 90, product: { id: 5 } });
      return ok(items.at(-1));
    }),
    http.delete(`${API}/v1/wishlist/:id`, ({ params }) => {
      seen.changes.push(`remove ${String(params.id)}`);
      items.splice(
        items.findIndex((item) => item.id === Number(params.id)),
        1,
      );
      return ok(null);
    }),
  );
  return seen;
}

describe('the wishlist', () => {
  it('asks nothing for a visitor', async () => {
    const seen = wishlistApi([]);
    const { result } = await renderShopHook(() => useWishlist());
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen.reads).toBe(0);
  });

  it("finds a product's item, and the change shows in every view after a toggle", async () => {
    signIn();
    const seen = wishlistApi([{ id: 40, product: { id: 4 } }]);
    const { result, client } = await renderShopHook(() => ({
      saved: useWishlistItem(4),
      other: useWishlistItem(5),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.saved.item?.id).toBe(40));
    expect(result.current.other.item).toBeUndefined();

    await act(() =>
      result.current.toggle.mutateAsync({ action: 'add', productId: 5, variantId: 51 }),
    );
    await waitFor(() => expect(result.current.other.item?.id).toBe(90));
    await act(() => result.current.toggle.mutateAsync({ action: 'remove', itemId: 40 }));
    await waitFor(() => expect(result.current.saved.item).toBeUndefined());
    expect(seen.changes).toEqual(['add {"product_id":5,"product_variant_id":51}', 'remove 40']);
    expect(client.getQueryData(wishlistKey)).toEqual([{ id: 90, product: { id: 5 } }]);
  });

  it('sends no variant when none is shown, and reloads the wishlist after a failure too', async () => {
    signIn();
    const seen = wishlistApi([], true);
    const { result } = await renderShopHook(() => ({
      list: useWishlist(),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    const failed = await result.current.toggle.mutateAsync({ action: 'add', productId: 5 }).then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
    expect(seen.changes).toEqual(['add {"product_id":5}']);
    await waitFor(() => expect(seen.reads).toBe(2));
  });
});
