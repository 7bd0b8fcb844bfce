import { useTheme } from '@shop/shared-platform/ui/mui-core';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** A horizontal swipe shorter than this is a tap, not a change of picture. */
const SWIPE_PX = 40;

/**
 * Keys and swipes follow the reading direction: in Arabic the next picture is to the left,
 * so ArrowLeft and a swipe to the right show it.
 */
export function useGalleryNavigation(
  count: number,
  index: number,
  onIndexChange: (i: number) => void,
) {
  const rtl = useTheme().direction === 'rtl';
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 !== rtl ? 1 : -1);
  };
  return { go, onKeyDown, onPointerDown, onPointerUp };
}
