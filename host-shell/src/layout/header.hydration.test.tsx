import type { CartItem, Category } from '@shop/shared-contracts/api/entities';
import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/translation.json';
import { Header } from '../header/header';

// The browser hydrates the server's header: its first render must be the server's markup (a
// visitor's links, no badge, the category row), whoever is signed in; the shopper's account
// link and cart badge show right after hydration. happy-dom's window is wide (the row stays).
const server = setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const categories: Category[] = [
  {
    id: 1,
    name_german: 'Mode',
    name_arabic: 'أزياء',
    slug_german: 'mode',
    slug_arabic: 'أزياء',
    image: 'categories/1.svg',
    sub_categories: [],
  },
];

const hydrate = (session: 'signed-out' | { user: typeof user }) =>
  hydrateServerRenderedPage(<Header />, {
    url: '/',
    language: 'du',
    namespaces: ['translation'],
    session,
    data: [{ queryKey: categoriesKey, data: categories }],
  });

describe('the header hydrating the server HTML', () => {
  it('hydrates without a mismatch for a visitor', async () => {
    const { errors } = await hydrate('signed-out');
    expect(errors).toEqual([]);
    expect(screen.getByRole('link', { name: du.nav.signIn })).toBeTruthy();
    expect(screen.getByText('Mode')).toBeTruthy();
  });

  it('hydrates without a mismatch for a shopper, then shows the account link and badge', async () => {
    server.use(apiHandler('GET /v1/cart', () => [{ id: 1, quantity: 3 } as CartItem]));
    const { errors, serverHtml } = await hydrate({ user });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain(du.nav.signIn);
    expect(await screen.findByRole('link', { name: du.nav.myAccount })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('3'));
  });
});
