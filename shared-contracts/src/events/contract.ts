/**
 * The event contract between the host and the remotes (versioned CustomEvents on `window`).
 * A remote never imports another remote: it emits or listens to these names only.
 *
 * Data flow for shared resources: whoever changes the cart emits `shop:cart:changed` once; the
 * platform's query wiring then refetches the cart through the shared cart query key, so the header
 * badge, the cart page and the checkout show the same answer. Nobody sends the cart's content in
 * an event. `shop:auth:changed` is emitted by the platform's session module only.
 */
import type { User } from '../api/entities';
import type { Language } from '../i18n/languages';

/** Version 2: `shop:cart:changed` carries no count and replaces `shop:cart:refresh-requested`. */
export const SHOP_EVENT_VERSION = 2;

export type AuthStatus = 'signed-in' | 'signed-out';
/** Why a session ended: the shopper logged out, the API refused the token, or the check failed. */
export type SessionEndReason = 'logout' | 'unauthorized' | 'expired' | 'check-failed';
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastLink {
  /** Translated text of the link. */
  label: string;
  /** A path on this site. */
  href: string;
}

/**
 * A button inside a toast, such as "Undo" after a remove. Events travel as CustomEvents inside
 * one page, so the sender's function is called directly; `label` is already translated.
 */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ShopEventMap {
  'shop:auth:changed': { status: AuthStatus; user: User | null; reason?: SessionEndReason };
  /** The cart changed on the server; whoever shows it refetches it. */
  'shop:cart:changed': Record<string, never>;
  /**
   * `message` is already translated by the sender. `link` adds a link after it (a path on this
   * site, e.g. sign-in) and `action` one button (e.g. "Undo"); a host that knows neither still
   * shows the message.
   */
  'shop:toast:requested': {
    kind: ToastKind;
    message: string;
    link?: ToastLink;
    action?: ToastAction;
  };
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
  'shop:toast:requested',
  'shop:language:changed',
];
