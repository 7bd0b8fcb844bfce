/**
 * Resolves in a task of its own, so the browser can paint and answer input in between: start-up
 * work awaited in steps across it adds up to several short tasks instead of one long one, which
 * Total Blocking Time counts (every task's share above 50 ms). `scheduler.yield()` where the
 * browser has it (its continuation goes ahead of other waiting tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own: the next one starts after the next task begins. */
export async function inTasks(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
