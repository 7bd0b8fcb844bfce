import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/account.json';
import AccountPage from './account-page';

const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const open = (session: 'signed-out' | 'checking' | { user: typeof user }) =>
  renderRemotePage(<AccountPage />, { route: '/my-account', namespaces: ['account'], session });

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
});
