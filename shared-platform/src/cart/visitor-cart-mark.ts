import { useSyncExternalStore } from 'react';

/**
 * A visitor's cart lives on the server, bound to an HttpOnly cookie that page scripts cannot
 * read. This mark (no secret: "this browser put something in a cart") spares every visitor's
 * page load a cart request for a badge that would show nothing: it is set by an add as a visitor
 * and dropped when the cart reads empty or merges into an account at sign-in.
 */
const MARK_KEY = 'shop-visitor-cart';
/**
 * Announced on `window`, not to a module's own listeners: a remote that bundles its own copy of
 * this module must still tell the host's header.
 */
const MARK_EVENT = 'shop:visitor-cart-mark';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked (privacy settings): no mark, the cart page still reads the cart.
    return undefined;
  }
}

function announce(): void {
  globalThis.dispatchEvent?.(new Event(MARK_EVENT));
}

export function hasVisitorCartMark(): boolean {
  return storage()?.getItem(MARK_KEY) === '1';
}

export function markVisitorCart(): void {
  if (hasVisitorCartMark()) return;
  storage()?.setItem(MARK_KEY, '1');
  announce();
}

export function clearVisitorCartMark(): void {
  if (!hasVisitorCartMark()) return;
  storage()?.removeItem(MARK_KEY);
  announce();
}

/** This page's changes, and another tab's (the `storage` event). */
const subscribe = (listener: () => void) => {
  globalThis.addEventListener?.(MARK_EVENT, listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    globalThis.removeEventListener?.(MARK_EVENT, listener);
    globalThis.removeEventListener?.('storage', listener);
  };
};

/** The mark in the browser; false on the server and while hydrating (storage is the browser's). */
export function useVisitorCartMark(): boolean {
  return useSyncExternalStore(subscribe, hasVisitorCartMark, () => false);
}
