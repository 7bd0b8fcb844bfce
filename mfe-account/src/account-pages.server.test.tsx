// @vitest-environment node
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../public/locales/ar/account.json';
import du from '../public/locales/du/account.json';
import AccountPage from './account/account-page';
import AddressesPage from './addresses/addresses-page';
import OrdersPage from './orders/orders-page';

// A node environment: no `window`, as in the render service. The server renders signed out: the
// page's frame and heading arrive, the shopper's data follows in the browser, which knows the
// session. No redirect to sign-in is decided on the server.
const TEXTS = { du, ar } as const;
const PAGES: [string, ReactNode, string, (t: typeof du) => string][] = [
  ['account', <AccountPage key="account" />, '/my-account?tab=orders', (t) => t.account.title],
  ['orders', <OrdersPage key="orders" />, '/orders', (t) => t.orders.title],
  [
    'addresses',
    <AddressesPage key="addresses" />,
    '/profile/addresses?returnTo=/checkout',
    (t) => t.addresses.title,
  ],
];

describe.each(['du', 'ar'] as const)('the account pages on the server in %s', (language) => {
  it.each(PAGES)('renders the %s page with its heading', async (_name, page, url, title) => {
    const rendered = await renderPageOnServer(page, { url, language, namespaces: ['account'] });
    expect(missingTexts(rendered, [title(TEXTS[language])])).toEqual([]);
    expect(rendered.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(rendered.html).toContain('data-remote="account"');
  });
});
