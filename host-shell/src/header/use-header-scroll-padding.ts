import { type RefObject, useEffect } from 'react';

/**
 * The header is sticky, so a link or field reached with Shift+Tab (or a `#main` jump) would be
 * scrolled to the top of the window, under the header. The page's scroll padding keeps the
 * header's height free; it follows the header as it changes (banner, wrapping category bar).
 */
export function useHeaderScrollPadding(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = `${element.offsetHeight}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [header]);
}
