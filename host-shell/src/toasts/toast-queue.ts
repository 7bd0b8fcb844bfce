import type { ShopEventMap } from '@shop/shared-contracts/events/contract';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';

export type ToastRequest = ShopEventMap['shop:toast:requested'];

/**
 * Holds the toasts requested before the toast library has loaded. The library (react-toastify)
 * is not part of the shop's first render: it loads when the first toast is requested, or when
 * the browser is idle, and then takes over the toasts waiting here, in order.
 */
export function createToastQueue() {
  const waiting: ToastRequest[] = [];
  let handedOver = false;
  let stopListening: (() => void) | undefined;
  const stop = () => {
    stopListening?.();
    stopListening = undefined;
  };

  return {
    /** Keeps requested toasts; calls `onRequested` for each (at once if one already waits). */
    listen(onRequested: () => void): () => void {
      stop();
      if (handedOver) return stop;
      stopListening = onShopEvent('shop:toast:requested', (request) => {
        waiting.push(request);
        onRequested();
      });
      if (waiting.length) onRequested();
      return stop;
    },
    /** The waiting toasts; from now on the caller listens for toasts itself. */
    takeOver(): ToastRequest[] {
      handedOver = true;
      stop();
      return waiting.splice(0);
    },
  };
}
