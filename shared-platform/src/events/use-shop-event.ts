import type { ShopEventName, ShopEventPayload } from '@shop/shared-contracts/events/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { lastShopEvent, onShopEvent } from './event-bus';

const nothingYet = () => undefined;

/**
 * The last payload of `name`, re-rendering on every new event of that name. None on the server
 * and while hydrating (the server heard no event), so both render the same markup.
 */
export function useLastShopEvent<N extends ShopEventName>(
  name: N,
): ShopEventPayload<N> | undefined {
  const subscribe = useCallback((notify: () => void) => onShopEvent(name, () => notify()), [name]);
  const read = useCallback(() => lastShopEvent(name), [name]);
  return useSyncExternalStore(subscribe, read, nothingYet);
}
