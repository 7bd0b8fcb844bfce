import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { emitShopEvent, resetShopEventMemory } from '../events/event-bus';
import { useAuthStatus } from './use-auth-status';

afterEach(() => {
  resetShopEventMemory();
  localStorage.clear();
});

function Status() {
  const { signedIn, user, confirmed } = useAuthStatus();
  const state = signedIn ? `in ${user?.name ?? '?'}` : 'out';
  return <span>{confirmed ? state : `${state} (unconfirmed)`}</span>;
}

it('falls back to the stored token, then follows auth events', () => {
  localStorage.setItem('token', 't');
  render(<Status />);
  expect(screen.getByText('in ? (unconfirmed)')).toBeTruthy();
  act(() => emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null }));
  expect(screen.getByText('out')).toBeTruthy();
  act(() =>
    emitShopEvent('shop:auth:changed', {
      status: 'signed-in',
      user: { id: 1, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' },
    }),
  );
  expect(screen.getByText('in Sam')).toBeTruthy();
});

it('is signed out without token or event', () => {
  render(<Status />);
  expect(screen.getByText('out (unconfirmed)')).toBeTruthy();
});
