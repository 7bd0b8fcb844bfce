/**
 * A server-rendered button does nothing until the app has taken the page over: its code, the
 * runtime configuration and the first page's remote arrive first (a second or more on a weak
 * phone). A shopper's press in that time would be lost. The entry records the last press on a
 * button inside the page (links work without the app: they load the next document) and the app
 * presses it again once it has taken the page over, if it is still there.
 */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"]';

let pending: HTMLElement | null = null;
let stopCapturing: (() => void) | null = null;

export function captureEarlyClicks(root: HTMLElement | null): void {
  if (!root || stopCapturing) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (target instanceof HTMLElement && root.contains(target)) pending = target;
  };
  root.addEventListener('click', onClick, true);
  stopCapturing = () => root.removeEventListener('click', onClick, true);
  // From here on a press is kept (journeys wait for it before they press early on purpose).
  document.documentElement.dataset.appStarting = 'true';
}

/** Stops recording and presses the recorded button if the app kept it (hydrated, not replaced). */
export function replayEarlyClick(): void {
  stopCapturing?.();
  stopCapturing = null;
  const target = pending;
  pending = null;
  if (target?.isConnected) target.click();
}
