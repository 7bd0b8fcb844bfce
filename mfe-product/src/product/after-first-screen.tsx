import { useHydrated } from '@shop/shared-platform/ui/use-hydrated';
import { type ReactNode, useDeferredValue, useState } from 'react';

/**
 * Renders its children right after the rest of the page, in the background: React builds them in
 * slices of a few milliseconds (a deferred value's render), so the product's first screen does
 * not wait for the sections below it, and a phone's main thread is never blocked by building the
 * whole page at once (about 380 ms under Lighthouse's 4x slowdown before). Their place is empty
 * until then; they are below the first screen, so nothing in view moves. A page that arrived
 * rendered by the server has them in its HTML already: rendered at once there and while
 * hydrating, so hydration finds the server's markup.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Decided on the first render only: after hydration `hydrated` turns true, which must not hide
  // what the server rendered while the deferred render is still pending.
  const [fromServer] = useState(!hydrated);
  const built = useDeferredValue(true, false);
  return built || fromServer ? children : null;
}
