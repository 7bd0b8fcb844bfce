import { describe, expect, it, vi } from 'vitest';
import { captureEarlyClicks, replayEarlyClick } from './early-clicks';

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
});
