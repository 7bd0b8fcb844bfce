import { type RefObject, useEffect } from 'react';

/** The sticky header's height on the page's root element, e.g. `112px`. */
export const HEADER_HEIGHT_VARIABLE = '--shop-header-height';

/**
 * The header is sticky, so a link or field reached with Shift+Tab (or a `#main` jump) would be
 * scrolled to the top of the window, under the header. The page's scroll padding keeps the
 * header's height free; it follows the header as it changes (banner, wrapping category bar).
 * The height comes from the observer, which reports it once at the start and after every change:
 * reading `offsetHeight` here would make the browser lay the page out in the middle of the first
 * render's task, which then blocks input that much longer. The same height, as the CSS variable
 * `--shop-header-height`, is there for any part of the page that must stay clear of the header.
 */
export function useHeaderScrollPadding(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      root.style.scrollPaddingTop = `${height}px`;
      root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
