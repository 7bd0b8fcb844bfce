import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cleanup, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authAtom } from '../auth/auth-atoms';
import { cartAtom } from '../cart/cart-atoms';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { cartBadgeLabel } from './cart-badge-label';
import { CartLink } from './cart-link';

beforeAll(() => setupTestI18n('en'));
afterEach(() => cleanup());

function items(...quantities: number[]): CartItem[] {
  return quantities.map((quantity, id) => ({ id, quantity }) as CartItem);
}

function renderCart(signedIn: boolean, quantities: number[]) {
  const store = createStore();
  store.set(authAtom, { signedIn, user: null });
  store.set(cartAtom, { items: items(...quantities), status: 'succeeded' });
  renderHost(<CartLink />, { store });
  return screen.getByRole('link');
}

describe('cart badge', () => {
  it('links to /card', () => {
    expect(renderCart(false, []).getAttribute('href')).toBe('/card');
  });

  it('is hidden for visitors even with items', () => {
    renderCart(false, [3]);
    expect(screen.queryByText('3')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('is hidden at zero items', () => {
    renderCart(true, []);
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows the total quantity when signed in', () => {
    renderCart(true, [2, 3]);
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, items: 5' })).toBeTruthy();
  });

  it('caps at 9+', () => {
    renderCart(true, [4, 6]);
    expect(screen.getByText('9+')).toBeTruthy();
  });

  it('label rules', () => {
    expect(cartBadgeLabel(false, 4)).toBeNull();
    expect(cartBadgeLabel(true, 0)).toBeNull();
    expect(cartBadgeLabel(true, 9)).toBe('9');
    expect(cartBadgeLabel(true, 10)).toBe('9+');
  });
});
