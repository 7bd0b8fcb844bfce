import { LOGOUT_REDIRECT_MS } from '@shop/shared-platform/session/use-logout';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/account.json';
import AccountPage from './account-page';
import { testProfile, testUser } from './test-profile';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupApiServer(
  apiHandler('GET /v1/profile', () => testProfile()),
  apiHandler('GET /v1/profile/vendor-application', () => null),
);
const open = (
  session: 'signed-out' | 'checking' | { user: typeof testUser },
  route = '/my-account',
) =>
  renderRemotePage(<AccountPage />, {
    route,
    path: '/my-account',
    namespaces: ['account'],
    session,
  });

afterEach(() => {
  vi.useRealTimers();
});
describe('account page', () => {
  it('opens the "my account" tab when the address names none', async () => {
    await open({ user: testUser });
    expect(screen.getByRole('heading', { level: 1, name: en.account.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: en.tabs.account }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: en.profile.title })).toBeTruthy();
  });

  it('opens the tab the address names, and an unknown name falls back to the first tab', async () => {
    await open({ user: testUser }, '/my-account?tab=vendor');
    expect(screen.getByRole('tab', { name: en.tabs.vendor }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: en.vendor.title })).toBeTruthy();
  });

  it('puts the chosen tab in the address', async () => {
    const { router } = await open({ user: testUser }, '/my-account?tab=nonsense');
    expect(screen.getByRole('tab', { name: en.tabs.account }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.about }));
    expect(await screen.findByRole('heading', { name: en.about.title })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=about');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('account-tab-about');
  });

  it('logs out and opens sign-in', async () => {
    let calls = 0;
    server.use(
      apiHandler('POST /v1/logout', () => {
        calls += 1;
        return null;
      }),
    );
    // Timers the test moves on itself (real time still flows for the requests), so the check
    // below that no late redirect follows needs no wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { router } = await open({ user: testUser }, '/my-account?tab=about');
    fireEvent.click(screen.getByRole('button', { name: en.logout.button }));
    // Plain sign-in: whoever signs in next is not taken back into this account.
    expect(await screen.findByText('page /signin')).toBeTruthy();
    expect(calls).toBe(1);
    // The shopper goes on (signs in again, opens a page): the logout's own redirect must not
    // follow a second later (it once did, and sent a shopper back to sign-in).
    await act(() => router.navigate('/orders'));
    await act(() => vi.advanceTimersByTime(LOGOUT_REDIRECT_MS + 200));
    expect(screen.getByText('page /orders')).toBeTruthy();
  });

  it('shows only its title while a stored token is checked', async () => {
    await open('checking');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'My account',
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('sends a visitor to sign-in, remembering the page and its tab', async () => {
    await open('signed-out', '/my-account?tab=vendor');
    expect(
      await screen.findByText('page /signin?returnTo=%2Fmy-account%3Ftab%3Dvendor'),
    ).toBeTruthy();
  });
});
