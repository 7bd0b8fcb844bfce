import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import du from '../../public/locales/du/account.json';
import { testProduct, testUser, testVariant } from '../shared/test-data';
import WishlistPanel from './wishlist-panel';

const server = setupApiServer();
const single = testProduct(1, 'Laufschuh', [
  testVariant(11, '#1e88e5'),
  testVariant(12, '#000000', 0),
]);
const double = testProduct(2, 'Jacke', [testVariant(21, '#1e88e5'), testVariant(22, '#000000')]);
const item = (id: number, product = single): WishlistItem => ({ id, created_at: '', product });
const open = () =>
  renderRemotePage(<WishlistPanel />, {
    route: '/my-account?tab=wishlist',
    path: '/my-account',
    language: 'du',
    namespaces: ['account'],
    session: { user: testUser },
  });

const cartEvents = vi.fn();
let off = () => {};
beforeAll(() => {
  off = onShopEvent('shop:cart:changed', cartEvents);
});
afterEach(() => cartEvents.mockClear());
afterAll(() => off());

/** A wishlist on the "server" that the handlers change, and the cart lines added. */
function serve(items: WishlistItem[]) {
  let list = items;
  const added: { product_id: number; product_variant_id: number; quantity: number }[] = [];
  server.use(
    apiHandler('GET /v1/wishlist', () => list),
    apiHandler('DELETE /v1/wishlist/{id}', ({ params }) => {
      list = list.filter((entry) => entry.id !== Number(params.id));
      return null;
    }),
    apiHandler('GET /v1/clear/clear', () => {
      list = [];
      return null;
    }),
    apiHandler('POST /v1/cart', ({ body }) => {
      added.push(body);
      return {} as never;
    }),
    apiHandler('GET /v1/cart', () => []),
  );
  return added;
}

describe('my wishlist', () => {
  it('moves a product with one variant in stock straight into the cart', async () => {
    const added = serve([item(5)]);
    await open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Laufschuh in den Warenkorb legen' }),
    );
    expect(await screen.findByText(du.wishlist.empty)).toBeTruthy();
    expect(added).toEqual([{ product_id: 1, product_variant_id: 11, quantity: 1 }]);
    expect(cartEvents).toHaveBeenCalledWith({});
  });

  it('asks which variant when several are in stock', async () => {
    const added = serve([item(6, double)]);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Jacke in den Warenkorb legen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: du.wishlist.variant }));
    fireEvent.click(await screen.findByRole('option', { name: /Farbe: Schwarz/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: du.wishlist.moveToCart }));
    await waitFor(() =>
      expect(added).toEqual([{ product_id: 2, product_variant_id: 22, quantity: 1 }]),
    );
    expect(await screen.findByText(du.wishlist.empty)).toBeTruthy();
  });

  it('removes one product, and clears the rest only after asking', async () => {
    const added = serve([item(5), item(6, double)]);
    await open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Laufschuh von der Wunschliste entfernen' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Laufschuh' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Jacke' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: du.wishlist.clear }));
    const dialog = await screen.findByRole('dialog', { name: du.wishlist.clearTitle });
    expect(screen.getByRole('article', { name: 'Jacke', hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: du.wishlist.clear }));
    expect(await screen.findByText(du.wishlist.empty)).toBeTruthy();
    expect(added).toEqual([]);
    expect(cartEvents).not.toHaveBeenCalled();
  });
});
