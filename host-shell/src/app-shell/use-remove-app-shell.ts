import { useLayoutEffect } from 'react';
import { APP_SHELL_ID } from './app-shell-document';

/**
 * Removes the document's first paint once the real header is in the page: in a layout effect, so
 * the browser never paints both, and the header appears in the picture's place in one frame.
 */
export function useRemoveAppShell(doc?: Document): void {
  // `document` is read in the effect, never during render: the header also renders on a server.
  useLayoutEffect(() => {
    (doc ?? document).getElementById(APP_SHELL_ID)?.remove();
  }, [doc]);
}
