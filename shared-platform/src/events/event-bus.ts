import {
  SHOP_EVENT_VERSION,
  type ShopEventDetail,
  type ShopEventName,
  type ShopEventPayload,
} from '@shop/shared-contracts/events/contract';

type LastEvents = Partial<{ [N in ShopEventName]: ShopEventPayload<N> }>;

// Kept on `window` rather than in module scope, so that even a duplicated copy of this module
// (a remote that failed to share the singleton) sees the same last values. A server has no
// `window`: there events go nowhere and nothing is remembered, so no shopper's event can reach
// another request.
const MEMORY_KEY = '__shopLastEvents__';

function memory(): LastEvents {
  if (typeof window === 'undefined') return {};
  const holder = window as unknown as Record<string, LastEvents | undefined>;
  let last = holder[MEMORY_KEY];
  if (!last) {
    last = {};
    holder[MEMORY_KEY] = last;
  }
  return last;
}

function isCurrentDetail(
  detail: unknown,
): detail is { version: typeof SHOP_EVENT_VERSION; payload: unknown } {
  return (
    typeof detail === 'object' &&
    detail !== null &&
    (detail as { version?: unknown }).version === SHOP_EVENT_VERSION &&
    'payload' in detail
  );
}

export function emitShopEvent<N extends ShopEventName>(
  name: N,
  payload: ShopEventPayload<N>,
): void {
  if (typeof window === 'undefined') return;
  const last = memory() as Record<string, unknown>;
  last[name] = payload;
  const detail: ShopEventDetail<N> = { version: SHOP_EVENT_VERSION, payload };
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; events of another contract version are ignored. Returns unsubscribe. */
export function onShopEvent<N extends ShopEventName>(
  name: N,
  handler: (payload: ShopEventPayload<N>) => void,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isCurrentDetail(detail)) return;
    handler(detail.payload as ShopEventPayload<N>);
  };
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** The last payload emitted for `name` on this page, or undefined. */
export function lastShopEvent<N extends ShopEventName>(name: N): ShopEventPayload<N> | undefined {
  return memory()[name] as ShopEventPayload<N> | undefined;
}

/** Test helper: forgets every remembered event. */
export function resetShopEventMemory(): void {
  const last = memory() as Record<string, unknown>;
  for (const key of Object.keys(last)) delete last[key];
}
