import { useCallback, useEffect, useRef } from 'react';

/**
 * Alt+T (react-toastify's key) moves keyboard focus into the toasts, to reach an action such as
 * "Undo". When a toast closes while focus is in the toasts (or was lost with it), focus would
 * fall to the start of the page: it goes back to where the shopper was before Alt+T.
 * Returns the function to call when a toast closes.
 */
export function useToastFocusReturn(): () => void {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Capture phase: runs before react-toastify's own listener moves the focus.
    const remember = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (event.altKey && event.code === 'KeyT' && active instanceof HTMLElement)
        if (!active.closest('.Toastify') && active !== document.body) before.current = active;
    };
    document.addEventListener('keydown', remember, true);
    return () => document.removeEventListener('keydown', remember, true);
  }, []);
  return useCallback(() => {
    const target = before.current;
    const active = document.activeElement;
    const inToasts = !active || active === document.body || active.closest('.Toastify') !== null;
    if (!target?.isConnected || !inToasts) return;
    before.current = null;
    target.focus();
  }, []);
}
