/** Runs `task` when the browser is next idle; returns the function that cancels it. */
export function whenIdle(doc: Document, task: () => void): () => void {
  const view = doc.defaultView;
  if (view?.requestIdleCallback) {
    const handle = view.requestIdleCallback(task, { timeout: 3000 });
    return () => view.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}
