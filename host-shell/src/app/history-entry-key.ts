/**
 * Gives the document's own history entry a key before the router reads it. React Router names
 * an entry it did not create "default", so every newly opened document in a tab shares that key,
 * and `ScrollRestoration` scrolled a fresh page to the position saved for an earlier document's
 * "default" entry. A reload or a return to the entry keeps the key (history state survives
 * both), so their positions are still restored. React Router's own server rendering writes such a
 * key before hydration too; the key's shape is the router's (`Math.random().toString(36)`).
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const hasKey =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { key?: unknown }).key === 'string';
  if (hasKey) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(typeof state === 'object' ? state : null), key }, '');
}
