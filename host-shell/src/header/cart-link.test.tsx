import type { CartItem } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import {
  clearVisitorCartMark,
  markVisitorCart,
} from '@shop/shared-platform/cart/visitor-cart-mark';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartBadgeLabel } from './cart-badge-label';
import { CartLink } from './cart-link';

const server = setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

function answerCart(...quantities: number[]) {
  const items = quantities.map((quantity, id) => ({ id, quantity }) as CartItem);
  const handler = vi.fn(() => items);
  server.use(apiHandler('GET /v1/cart', handler));
  return handler;
}

const renderCart = (session: 'signed-out' | { user: typeof user }, language: Language = 'en') =>
  renderRemotePage(<CartLink />, { namespaces: ['translation'], session, language });

describe('cart badge', () => {
  it('links to /card and asks nothing for a visitor who has put nothing in a cart', async () => {
    const cart = answerCart(3);
    await renderCart('signed-out');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/card');
    expect(screen.queryByText('3')).toBeNull();
    expect(cart).not.toHaveBeenCalled();
  });

  it('is hidden at zero items', async () => {
    answerCart();
    await renderCart({ user });
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows the total quantity when signed in', async () => {
    answerCart(2, 3);
    await renderCart({ user });
    expect(await screen.findByText('5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeTruthy();
  });

  // WCAG 2.5.3: the number the badge shows is part of the link's name, in every plural form.
  it.each([
    ['du', [1], 'Warenkorb, 1 Artikel'],
    ['du', [2, 3], 'Warenkorb, 5 Artikel'],
    ['ar', [1], 'سلة التسوق، 1 منتج'],
    ['ar', [1, 1], 'سلة التسوق، 2 منتجان'],
    ['ar', [2, 1], 'سلة التسوق، 3 منتجات'],
    ['ar', [5, 4], 'سلة التسوق، 9 منتجات'],
    ['ar', [5, 6], 'سلة التسوق، 9+ منتجات'],
    ['du', [5, 6], 'Warenkorb, 9+ Artikel'],
  ] as const)('names the count with its plural form in %s (%o)', async (language, counts, name) => {
    answerCart(...counts);
    await renderCart({ user }, language);
    const link = await screen.findByRole('link', { name });
    const shown = screen.getByTestId('cart-badge').querySelector('.MuiBadge-badge')?.textContent;
    expect(shown).toMatch(/^\d\+?$/);
    expect(link.getAttribute('aria-label')).toContain(shown);
  });

  it('refetches when a remote says the cart changed, capping at 9+', async () => {
    const first = answerCart(4);
    await renderCart({ user });
    expect(await screen.findByText('4')).toBeTruthy();
    answerCart(4, 6);
    act(() => emitShopEvent('shop:cart:changed', {}));
    expect(await screen.findByText('9+')).toBeTruthy();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('refreshes a stale cart when pointed at or focused, and only then', async () => {
    const first = answerCart(1);
    const { queryClient } = await renderCart({ user });
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    // A prefetch starts its query inside the event handler: none started, so none can answer.
    expect(queryClient.isFetching()).toBe(0);
    expect(first).toHaveBeenCalledTimes(1);

    const second = answerCart(1, 2);
    await act(() => queryClient.invalidateQueries({ queryKey: cartKey, refetchType: 'none' }));
    fireEvent.pointerEnter(link);
    expect(await screen.findByText('3')).toBeTruthy();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when a visitor points at the cart link', async () => {
    const cart = answerCart(3);
    const { queryClient } = await renderCart('signed-out');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Cart' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Cart' }));
    expect(queryClient.isFetching()).toBe(0);
    expect(cart).not.toHaveBeenCalled();
  });

  it("shows a visitor's cart once this browser has put something in it", async () => {
    const cart = answerCart(1, 1);
    try {
      await renderCart('signed-out');
      expect(cart).not.toHaveBeenCalled();
      // What an add as a visitor does (platform cart/add-to-cart).
      act(() => markVisitorCart());
      expect(await screen.findByText('2')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    } finally {
      clearVisitorCartMark();
    }
  });

  it('label rules', () => {
    expect(cartBadgeLabel(0)).toBeNull();
    expect(cartBadgeLabel(9)).toBe('9');
    expect(cartBadgeLabel(10)).toBe('9+');
  });
});
