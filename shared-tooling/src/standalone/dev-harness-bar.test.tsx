import { lastShopEvent, resetShopEventMemory } from '@shop/shared-platform/events/event-bus';
import { getSession } from '@shop/shared-platform/session/session';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, setupApiServer } from '../testing/api-server';
import { renderRemotePage } from '../testing/render-remote-page';
import { DEMO_SHOPPER, DevHarnessBar } from './dev-harness-bar';

const user = {
  id: 1,
  name: 'Demo',
  email: DEMO_SHOPPER.email,
  email_verified_at: null,
  created_at: '',
};
const server = setupApiServer();

afterEach(() => resetShopEventMemory());

const renderBar = (session: 'signed-out' | { user: typeof user }) =>
  renderRemotePage(<DevHarnessBar remote="account" />, { namespaces: [], language: 'du', session });

describe('DevHarnessBar', () => {
  it('signs the demo shopper in through the API with remember-me', async () => {
    const login = vi.fn(() => ({ token: 'demo-token', user }));
    server.use(apiHandler('POST /v1/login', login));
    await renderBar('signed-out');
    fireEvent.click(screen.getByRole('button', { name: /sign in demo shopper/i }));
    expect(await screen.findByRole('button', { name: /sign out/i })).toBeTruthy();
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ body: { ...DEMO_SHOPPER, remember_me: true } }),
    );
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(localStorage.getItem('token')).toBe('demo-token');
  });

  it('signs out through the session module', async () => {
    await renderBar({ user });
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    expect(getSession().status).toBe('signed-out');
    expect(lastShopEvent('shop:auth:changed')).toMatchObject({ status: 'signed-out' });
    expect(await screen.findByRole('button', { name: /sign in demo shopper/i })).toBeTruthy();
  });

  it('switches the language of the page', async () => {
    await renderBar('signed-out');
    fireEvent.click(screen.getByRole('button', { name: 'ar' }));
    await vi.waitFor(() => expect(i18next.language).toBe('ar'));
  });
});
