import { describe, expect, it, vi } from 'vitest';
import { captureEarlyClicks, replayEarlyClick, stopCapturingEarlyClicks } from './early-clicks';

describe('a press before the app has taken the page over', () => {
  it('is pressed again on the look-alike when the app rendered the page anew', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<button lang="de">Deutsch</button><button lang="ar">العربية</button>';
    captureEarlyClicks(root);
    (root.querySelector('button[lang="ar"]') as HTMLButtonElement).click();

    // The app renders anew: the server's buttons are replaced by its own.
    root.innerHTML = '<button lang="de">Deutsch</button><button lang="ar">العربية</button>';
    const arabic = root.querySelector('button[lang="ar"]') as HTMLButtonElement;
    const german = root.querySelector('button[lang="de"]') as HTMLButtonElement;
    const pressedArabic = vi.fn();
    const pressedGerman = vi.fn();
    arabic.addEventListener('click', pressedArabic);
    german.addEventListener('click', pressedGerman);
    replayEarlyClick();
    expect(pressedArabic).toHaveBeenCalledTimes(1);
    expect(pressedGerman).not.toHaveBeenCalled();
    root.remove();
  });

  it('carries typed text to the fields of a page rendered anew, and sends their form', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const signIn =
      '<form><input id="signin-email" type="email"><input id="signin-password" type="password"><button type="submit">Anmelden</button></form>';
    root.innerHTML = signIn;
    captureEarlyClicks(root);
    const typeEarly = (selector: string, value: string) => {
      const field = root.querySelector(selector) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    typeEarly('#signin-email', 'shopper@example.com');
    typeEarly('#signin-password', 'Shopper123!');
    (root.querySelector('form') as HTMLFormElement).requestSubmit();

    // The app renders anew: the shell first, the remote's form a moment later.
    root.innerHTML = '<header></header>';
    replayEarlyClick();
    const seen: string[] = [];
    const sent = new Promise<string[]>((resolve) => {
      root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).id));
      root.addEventListener('submit', (event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        resolve([...form.querySelectorAll('input')].map((input) => input.value));
      });
    });
    root.insertAdjacentHTML('beforeend', signIn);

    expect(await sent).toEqual(['shopper@example.com', 'Shopper123!']);
    // The app's own state follows an `input` event on each field.
    expect(seen).toEqual(['signin-email', 'signin-password']);
    root.remove();
  });

  it('once hydration has started, leaves presses to React: only the earlier press is repeated', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<button>Eins</button><button>Zwei</button>';
    const [first, second] = [...root.querySelectorAll('button')] as HTMLButtonElement[];
    captureEarlyClicks(root);
    first?.click();
    stopCapturingEarlyClicks();
    const pressedFirst = vi.fn();
    const pressedSecond = vi.fn();
    first?.addEventListener('click', pressedFirst);
    second?.addEventListener('click', pressedSecond);
    // Pressed while React hydrates: React hands this press over itself; it is not recorded.
    second?.click();
    expect(pressedSecond).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    expect(pressedFirst).toHaveBeenCalledTimes(1);
    expect(pressedSecond).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
