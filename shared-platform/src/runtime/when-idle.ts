/**
 * Runs `callback` once the browser is idle after the first render (at the latest after 5 s), or
 * after 2 s where there is no idle callback. Returns the cancel function. Code the first screen
 * does not show (the host's toast host and phone menu, the platform's alert and button ripple)
 * loads this way, so it is ready before it is asked for without delaying the first render.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(timer);
}
