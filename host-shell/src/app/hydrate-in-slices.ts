import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Takes the server's markup over as a transition. `hydrateRoot` alone hydrates at React's default
 * priority, which React renders without yielding: the whole page in one long task (Total Blocking
 * Time counts every task's share above 50 ms). Inside `startTransition` the hydration gets a
 * transition lane, which React renders in slices of about 5 ms with the browser let in between;
 * a press on a part not hydrated yet makes React hydrate that part first (selective hydration).
 * The markup, the events and the commit are the same either way.
 */
export function hydrateInSlices(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('hydrateRoot returned no root.');
  return root;
}
