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
