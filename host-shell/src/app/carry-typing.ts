import { type Field, TYPED } from './typed-fields';

/** How long the twin of a typed field is waited for after the app took over. */
const WAIT_FOR_TWINS_MS = 10_000;

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
 * Carries the typed text of `replaced` fields to their twins; `done` is called with the twin of
 * the last field carried (null when none was), once every field found its twin or the wait ended.
 */
export function carryToTwins(
  root: HTMLElement,
  replaced: Field[],
  done: (lastTwin: Field | null) => void,
): void {
  const left = [...replaced];
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
