import { useDeferredUnlessFromServer } from '@shop/shared-platform/ui/use-hydrated';
import type { ReactNode } from 'react';

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
  const built = useDeferredUnlessFromServer(true, false);
  return built ? children : null;
}
