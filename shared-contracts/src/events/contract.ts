/**
 * The event contract between the host and the remotes (versioned CustomEvents on `window`).
 * A remote never imports another remote: it emits or listens to these names only.
 */
import type { User } from '../api/entities';
import type { Language } from '../i18n/languages';

export const SHOP_EVENT_VERSION = 1;

export type AuthStatus = 'signed-in' | 'signed-out';
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ShopEventMap {
  'shop:auth:changed': { status: AuthStatus; user: User | null };
  /** Total quantity in the cart, emitted by the host after every cart fetch. */
  'shop:cart:changed': { count: number };
  /** A remote changed the cart; the host refetches it. */
  'shop:cart:refresh-requested': Record<string, never>;
  /** `message` is already translated by the sender. */
  'shop:toast:requested': { kind: ToastKind; message: string };
  'shop:language:changed': { language: Language };
}

export type ShopEventName = keyof ShopEventMap;
export type ShopEventPayload<N extends ShopEventName> = ShopEventMap[N];

/** What travels in `CustomEvent.detail`. */
export interface ShopEventDetail<N extends ShopEventName> {
  version: typeof SHOP_EVENT_VERSION;
  payload: ShopEventPayload<N>;
}

export const SHOP_EVENT_NAMES: readonly ShopEventName[] = [
  'shop:auth:changed',
  'shop:cart:changed',
  'shop:cart:refresh-requested',
  'shop:toast:requested',
  'shop:language:changed',
];
