import { I18nextProvider, initReactI18next } from '@shop/shared-platform/i18n/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { addPlatformTexts } from '../i18n/platform-texts';
import { RequireSession, WhenSessionKnown } from './require-session';
import { endSession, reloadSessionFromStorage, startSession } from './session';

const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'du', resources: {} });
addPlatformTexts(i18n);

function SignInProbe() {
  const { pathname, search } = useLocation();
  return <p>{`sign-in ${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/my-account"
            element={
              <RequireSession>
                <p>account content</p>
              </RequireSession>
            }
          />
          <Route
            path="/card"
            element={
              <WhenSessionKnown>
                <p>cart content</p>
              </WhenSessionKnown>
            }
          />
          <Route path="/signin" element={<SignInProbe />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
});

describe('RequireSession', () => {
  it('sends a visitor to sign-in with the wanted page as returnTo', () => {
    renderAt('/my-account?tab=orders');
    expect(screen.getByText('sign-in /signin?returnTo=%2Fmy-account%3Ftab%3Dorders')).toBeTruthy();
    expect(screen.queryByText('account content')).toBeNull();
  });

  it('shows a spinner while a stored token is checked, then the page', () => {
    localStorage.setItem('token', 'stored');
    reloadSessionFromStorage();
    renderAt('/my-account');
    expect(screen.getByRole('progressbar', { name: 'Deine Anmeldung wird geprüft' })).toBeTruthy();
    expect(screen.queryByText('account content')).toBeNull();
    act(() => startSession({ token: 'stored', user, remember: true }));
    expect(screen.getByText('account content')).toBeTruthy();
  });

  it('sends the shopper away once the check fails', () => {
    localStorage.setItem('token', 'stale');
    reloadSessionFromStorage();
    renderAt('/my-account');
    act(() => endSession('check-failed'));
    expect(screen.getByText('sign-in /signin?returnTo=%2Fmy-account')).toBeTruthy();
  });

  it('sends a shopper who logs out here to plain sign-in, without this page as returnTo', () => {
    startSession({ token: 'fresh', user, remember: false });
    renderAt('/my-account?tab=orders');
    expect(screen.getByText('account content')).toBeTruthy();
    act(() => endSession('logout'));
    expect(screen.getByText('sign-in /signin')).toBeTruthy();
  });
});

describe('WhenSessionKnown', () => {
  it('shows its page to a visitor, without sending them to sign-in', () => {
    renderAt('/card');
    expect(screen.getByText('cart content')).toBeTruthy();
  });

  it('shows a spinner while a stored token is checked, then the page to the shopper', () => {
    localStorage.setItem('token', 'stored');
    reloadSessionFromStorage();
    renderAt('/card');
    expect(screen.getByRole('progressbar', { name: 'Deine Anmeldung wird geprüft' })).toBeTruthy();
    expect(screen.queryByText('cart content')).toBeNull();
    act(() => startSession({ token: 'stored', user, remember: true }));
    expect(screen.getByText('cart content')).toBeTruthy();
  });
});
