import { type RefObject, useEffect } from 'react';

/**
 * The header is sticky, so a link or field reached with Shift+Tab (or a `#main` jump) would be
 * scrolled to the top of the window, under the header. The page's scroll padding keeps the
 * header's height free; it follows the header as it changes (banner, wrapping category bar).
 * The height comes from the observer, which reports it once at the start and after every change:
 * reading `offsetHeight` here would make the browser lay the page out in the middle of the first
 * render's task, which then blocks input that much longer.
 */
export function useHeaderScrollPadding(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      root.style.scrollPaddingTop = `${height}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [header]);
}
