import type { KeyboardEvent } from 'react';

/**
 * Which tab a key moves the focus to (ARIA tabs pattern), or null for other keys. Down and Up
 * move through the side menu; in the phone's grid of sections Left and Right follow the reading
 * direction (mirrored in Arabic) and Down and Up move on as well, since the grid wraps.
 */
export function nextTabIndex(
  event: Pick<KeyboardEvent<HTMLElement>, 'key' | 'currentTarget'>,
  vertical: boolean,
  direction: 'ltr' | 'rtl',
): number | null {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const forward = ['ArrowDown'];
  const backward = ['ArrowUp'];
  if (!vertical) {
    forward.push(direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    backward.push(direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
  }
  if (forward.includes(event.key)) return (at + 1) % tabs.length;
  if (backward.includes(event.key)) return (at - 1 + tabs.length) % tabs.length;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return tabs.length - 1;
  return null;
}
