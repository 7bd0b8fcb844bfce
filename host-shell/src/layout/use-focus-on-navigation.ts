import { useLocation } from '@shop/shared-platform/router/react-router';
import { type RefObject, useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (its code and data load first). */
const HEADING_WAIT_MS = 5000;

/** Focus is nowhere: on the body, or on an element that went away with the previous page. */
function focusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/**
 * After a move to another page (a new path; a change of the query alone, such as a store filter
 * or an account tab, is not one), keyboard focus that was lost with the previous page moves to
 * the new page's main heading, so a keyboard or screen-reader user goes on from the top of the
 * new page instead of from the start of the document. Focus the shopper has put somewhere that
 * is still there (the header's menu button, a field) stays. A remote page shows its heading once
 * its code and data are there, so this waits for it, and gives up when focus moves meanwhile.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    const root = main.current;
    if (shownPath.current === pathname || !root) return;
    shownPath.current = pathname;
    const doc = root.ownerDocument;
    /** True when there is nothing left to do: the heading has focus, or focus is elsewhere. */
    const focusHeading = () => {
      if (!focusLost(doc)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [main, pathname]);
}
