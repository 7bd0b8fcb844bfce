/**
 * What a shopper typed before the app took the page over. When the app hydrates, the server's
 * fields stay and keep it. When it renders the page anew (its remotes were not the ones the server
 * used, e.g. during a deploy), the fields are replaced by empty ones: the text is carried over to
 * each field's twin (same `id`, else same `name`), as if typed there, once the twin exists (a
 * remote's page may arrive a moment after the shell).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text is carried: anything typed into, not choices (a checkbox's state is kept). */
const TYPED =
  'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="tel"], input[type="number"], input[type="url"], textarea';

/** How long the twin of a typed field is waited for after the app took over. */
const WAIT_FOR_TWINS_MS = 10_000;

const typed = new Set<Field>();

/** Records a field the shopper typed into (called from the entry's `input` listener). */
export function recordTyping(target: EventTarget | null): void {
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.matches(TYPED)
  )
    typed.add(target);
}

function twinOf(root: HTMLElement, field: Field): Field | null {
  const selector = field.id
    ? `#${CSS.escape(field.id)}`
    : field.name
      ? `[name="${CSS.escape(field.name)}"]`
      : null;
  const twin = selector ? root.querySelector(selector) : null;
  return (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) &&
    twin.matches(TYPED)
    ? twin
    : null;
}

/**
 * Types `value` into `field` so that the app's own state follows: the value is set through the
 * element's own setter (a controlled field ignores a plain assignment) and an `input` event sent.
 */
function typeInto(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Carries the typed text of replaced fields to their twins; `done` is called with the twin of the
 * last field carried (null when nothing was), once every replaced field found its twin or the
 * wait ended.
 */
export function carryTyping(root: HTMLElement, done: (lastTwin: Field | null) => void): void {
  const left = [...typed].filter((field) => !field.isConnected && field.value !== '');
  typed.clear();
  if (left.length === 0) {
    done(null);
    return;
  }
  let lastTwin: Field | null = null;
  const carry = () => {
    for (const field of [...left]) {
      const twin = twinOf(root, field);
      if (!twin) continue;
      // A field the new page filled itself (or the shopper has typed in since) keeps its text.
      if (twin.value === '') typeInto(twin, field.value);
      lastTwin = twin;
      left.splice(left.indexOf(field), 1);
    }
    return left.length === 0;
  };
  if (carry()) {
    done(lastTwin);
    return;
  }
  const observer = new MutationObserver(() => {
    if (carry()) finish();
  });
  const timer = setTimeout(() => finish(), WAIT_FOR_TWINS_MS);
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    done(lastTwin);
  };
  observer.observe(root, { childList: true, subtree: true });
}
