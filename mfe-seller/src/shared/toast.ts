import type { ToastKind } from '@shop/shared-contracts/events/contract';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';

/** Asks the host to show a toast; `message` is already translated. */
export function toast(kind: ToastKind, message: string): void {
  emitShopEvent('shop:toast:requested', { kind, message });
}
