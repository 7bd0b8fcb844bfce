/**
 * What a shopper typed before the app took the page over. When the app hydrates, the server's
 * fields stay and keep it. When it renders the page anew (its remotes were not the ones the server
 * used, e.g. during a deploy), the fields are replaced by empty ones: the text is carried over to
 * each field's twin (same `id`, else same `name`), as if typed there, once the twin exists (a
 * remote's page may arrive a moment after the shell).
 */
import { type Field, TYPED } from './typed-fields';

const typed = new Set<Field>();

/** Records a field the shopper typed into (called from the entry's `input` listener). */
export function recordTyping(target: EventTarget | null): void {
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.matches(TYPED)
  )
    typed.add(target);
}

/** The typed fields the page no longer has (it was rendered anew), forgotten once taken. */
function takeReplacedFields(): Field[] {
  const replaced = [...typed].filter((field) => !field.isConnected && field.value !== '');
  typed.clear();
  return replaced;
}

/**
 * Carries the typed text of replaced fields to their twins (see `carry-typing.ts`, a file of its
 * own: it is needed only on a page rendered anew after typing, never on the first render's path).
 * `done` gets the twin of the last field carried, or null.
 */
export function carryTyping(root: HTMLElement, done: (lastTwin: Field | null) => void): void {
  const replaced = takeReplacedFields();
  if (replaced.length === 0) {
    done(null);
    return;
  }
  void import(/* webpackChunkName: "on-demand-carry-typing" */ './carry-typing').then(
    ({ carryToTwins }) => carryToTwins(root, replaced, done),
  );
}
