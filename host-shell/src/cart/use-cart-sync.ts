import { emitShopEvent, onShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { signedInAtom } from '../auth/auth-atoms';
import { cartAtom } from './cart-atoms';

function totalQuantity(items: { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Fetches the cart for a signed-in shopper (at start, on sign-in and when a remote asks) and
 * announces the count; empties it on sign-out.
 */
export function useCartSync(): void {
  const signedIn = useAtomValue(signedInAtom);
  const setCart = useSetAtom(cartAtom);
  const latest = useRef(0);

  const fetchCart = useCallback(async () => {
    const request = ++latest.current;
    setCart((cart) => ({ ...cart, status: 'loading' }));
    try {
      const items = await callApi('GET /v1/cart');
      if (request !== latest.current) return;
      setCart({ items, status: 'succeeded' });
      emitShopEvent('shop:cart:changed', { count: totalQuantity(items) });
    } catch {
      if (request !== latest.current) return;
      setCart((cart) => ({ ...cart, status: 'failed' }));
    }
  }, [setCart]);

  useEffect(() => {
    if (signedIn) {
      void fetchCart();
      return;
    }
    latest.current++;
    setCart({ items: [], status: 'idle' });
    emitShopEvent('shop:cart:changed', { count: 0 });
  }, [signedIn, fetchCart, setCart]);

  useEffect(() => {
    if (!signedIn) return;
    return onShopEvent('shop:cart:refresh-requested', () => void fetchCart());
  }, [signedIn, fetchCart]);
}
