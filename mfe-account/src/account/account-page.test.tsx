import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/account.json';
import AccountPage from './account-page';

const server = setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const open = (session: 'signed-out' | 'checking' | { user: typeof user }, route = '/my-account') =>
  renderRemotePage(<AccountPage />, {
    route,
    path: '/my-account',
    namespaces: ['account'],
    session,
  });

describe('account page', () => {
  it('is shown to a signed-in shopper', async () => {
    await open({ user });
    expect(screen.getByRole('heading', { name: en.account.title })).toBeTruthy();
  });

  it('waits while a stored token is checked', async () => {
    await open('checking');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('sends a visitor to sign-in, remembering the page', async () => {
    await open('signed-out');
    expect(await screen.findByText('page /signin?returnTo=%2Fmy-account')).toBeTruthy();
  });

  it('opens the tab the address names', async () => {
    server.use(
      apiHandler('GET /v1/wallet', () => ({ balance: 12 })),
      apiHandler('GET /v1/get-wallet-transactions', () => []),
    );
    await open({ user }, '/my-account?tab=wallet');
    expect(await screen.findByRole('heading', { name: en.wallet.title })).toBeTruthy();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe(en.account.tab.wallet);
  });
});
