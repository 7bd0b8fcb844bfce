/**
 * Resolves in a task of its own, so the browser can paint and answer input in between: start-up
 * work awaited in steps across it adds up to several short tasks instead of one long one, which
 * Total Blocking Time counts (every task's share above 50 ms). `scheduler.yield()` where the
 * browser has it (its continuation goes ahead of other waiting tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

/** Runs each step in a task of its own: the next one starts after the next task begins. */
export async function inTasks(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

/**
 * Resolves in the task after the browser's next frame, i.e. once what the document holds has been
 * painted. The server-rendered page is whole before any script runs: the app's start waits for its
 * first paint instead of delaying it with the libraries' code (the largest picture was painted
 * after the start-up scripts, so Lighthouse counted them into LCP). A tab opened in the background
 * draws no frame: its app starts when the shopper shows it, and its page is there meanwhile.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
