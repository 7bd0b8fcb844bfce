import { getStoredToken } from '@shop/shared-platform/auth/token-storage';
import { lastShopEvent, resetShopEventMemory } from '@shop/shared-platform/events/event-bus';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOPPER, DevHarnessBar } from './dev-harness-bar';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@shop/shared-platform/http/call-api', () => api);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'du', resources: {} });

const user = {
  id: 1,
  name: 'Demo',
  email: DEMO_SHOPPER.email,
  email_verified_at: null,
  created_at: '',
};

function renderBar() {
  render(
    <I18nextProvider i18n={i18n}>
      <DevHarnessBar remote="account" />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
});

describe('DevHarnessBar', () => {
  it('signs the demo shopper in through the API and announces it', async () => {
    api.callApi.mockImplementation(() => Promise.resolve({ token: 'demo-token', user }));
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /sign in demo shopper/i }));
    expect(await screen.findByRole('button', { name: /sign out/i })).toBeTruthy();
    expect(api.callApi).toHaveBeenCalledWith('POST /v1/login', {
      body: { ...DEMO_SHOPPER, remember_me: true },
    });
    expect(getStoredToken()).toBe('demo-token');
    expect(lastShopEvent('shop:auth:changed')).toEqual({ status: 'signed-in', user });
  });

  it('signs out by dropping the token', async () => {
    localStorage.setItem('token', 'old');
    renderBar();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    });
    expect(getStoredToken()).toBeNull();
    expect(lastShopEvent('shop:auth:changed')?.status).toBe('signed-out');
  });

  it('switches the language of the page', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'ar' }));
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
  });
});
