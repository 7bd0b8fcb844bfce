import { emitShopEvent, onShopEvent } from '@shop/shared-platform/events/event-bus';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { authAtom } from './auth-atoms';
import { checkSession } from './check-session';

/**
 * Keeps the auth atom and the `shop:auth:changed` contract in step both ways: remotes (sign-in)
 * announce changes the host adopts, and the host announces the result of its startup check.
 */
export function useAuthSync(): void {
  const setAuth = useSetAtom(authAtom);

  useEffect(() => {
    return onShopEvent('shop:auth:changed', ({ status, user }) => {
      setAuth({ signedIn: status === 'signed-in', user });
    });
  }, [setAuth]);

  useEffect(() => {
    let cancelled = false;
    void checkSession().then((user) => {
      if (cancelled) return;
      emitShopEvent(
        'shop:auth:changed',
        user ? { status: 'signed-in', user } : { status: 'signed-out', user: null },
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
