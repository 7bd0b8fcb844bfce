/**
 * A server-rendered button does nothing until the app has taken the page over: its code, the
 * runtime configuration and the first page's remote arrive first (a second or more on a weak
 * phone). A shopper's press in that time would be lost, and a form sent then would be sent by the
 * browser itself: as a GET, with what was typed (a password) in the address. The entry records
 * the last press on a button inside the page and stops every form from being sent (links work
 * without the app: they load the next document); the app presses the button again, or sends the
 * form, once it has taken the page over, if they are still there.
 */
import { carryTyping, recordTyping } from './early-typing';

const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"]';

type Pending =
  | { kind: 'press'; target: HTMLElement; twin: Twin }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** What finds a pressed button again in DOM the app rendered anew (its `n`th look-alike). */
interface Twin {
  key: string;
  n: number;
}

const twinKey = (element: Element) =>
  `${element.tagName}|${element.getAttribute('lang') ?? ''}|${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;

function lookAlikes(root: Element, key: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(PRESSABLE)].filter((el) => twinKey(el) === key);
}

let captureRoot: HTMLElement | null = null;

let pending: Pending | null = null;
let stopCapturing: (() => void) | null = null;

export function captureEarlyClicks(root: HTMLElement | null): void {
  if (!root || stopCapturing) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (target instanceof HTMLElement && root.contains(target)) {
      const key = twinKey(target);
      pending = { kind: 'press', target, twin: { key, n: lookAlikes(root, key).indexOf(target) } };
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    pending = { kind: 'submit', form, submitter: event.submitter };
  };
  const onInput = (event: Event) => recordTyping(event.target);
  captureRoot = root;
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('input', onInput, true);
  stopCapturing = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('input', onInput, true);
  };
  // From here on a press is kept (journeys wait for it before they press early on purpose).
  document.documentElement.dataset.appStarting = 'true';
}

/**
 * Stops recording and keeps what was recorded for `replayEarlyClick`. Called when hydration
 * starts: React then takes presses itself (it hydrates the pressed part at once and hands it the
 * press), and a press recorded as well would be pressed twice.
 */
export function stopCapturingEarlyClicks(): void {
  stopCapturing?.();
  stopCapturing = null;
}

/** Stops recording, and presses the recorded button or sends the recorded form if still there. */
export function replayEarlyClick(): void {
  stopCapturingEarlyClicks();
  const last = pending;
  pending = null;
  // When the app rendered the page anew (its remotes were not those the server used), the pressed
  // button is gone: its look-alike in the new page is pressed instead.
  if (last?.kind === 'press') {
    const again = last.target.isConnected
      ? last.target
      : captureRoot
        ? lookAlikes(captureRoot, last.twin.key)[last.twin.n]
        : undefined;
    again?.click();
  }
  if (last?.kind === 'submit' && last.form.isConnected) submit(last.form, last.submitter);
  if (!captureRoot) return;
  // Text typed into fields the new page replaced goes to their twins; a form sent from replaced
  // fields is sent again from the twins' form, with that text in it.
  const resend = last?.kind === 'submit' && !last.form.isConnected;
  carryTyping(captureRoot, (lastTwin) => {
    if (resend && lastTwin?.form) submit(lastTwin.form, null);
  });
}

function submit(form: HTMLFormElement, submitter: HTMLElement | null) {
  // The button that sent it, if it is still one of the form's submit buttons.
  try {
    form.requestSubmit(submitter?.isConnected ? submitter : null);
  } catch {
    form.requestSubmit();
  }
}
