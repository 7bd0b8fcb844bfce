import { afterEach, expect, it } from 'vitest';
import { freeDeliveryAmount } from '../header/free-delivery';
import { APP_SHELL_ID, appShellMarkup } from './app-shell-document';
import { paintAppShell } from './paint-app-shell';

const texts = {
  du: { banner: 'Kostenlos über {{amount}}', brand: 'Basar' },
  ar: { banner: 'مجاني فوق {{amount}}', brand: 'بازار' },
  en: { banner: 'Free over {{amount}}', brand: 'Basar' },
};

function addShell(): HTMLElement {
  const shell = document.createElement('div');
  shell.id = APP_SHELL_ID;
  shell.innerHTML = appShellMarkup(texts);
  document.body.append(shell);
  return shell;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

it("writes the shopper's texts and direction, and then shows the picture", () => {
  const shell = addShell();
  paintAppShell('ar');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(shell.querySelector('p')?.textContent).toBe(`مجاني فوق ${freeDeliveryAmount('ar')}`);
  expect(shell.querySelector('.app-shell-brand span')?.textContent).toBe('بازار');
  expect(shell.dataset.language).toBe('ar');
});

it('tags German `de`, left to right', () => {
  const shell = addShell();
  paintAppShell('du');
  expect(document.documentElement.lang).toBe('de');
  expect(document.documentElement.dir).toBe('ltr');
  expect(shell.querySelector('p')?.textContent).toBe(`Kostenlos über ${freeDeliveryAmount('du')}`);
  expect(freeDeliveryAmount('du')).toMatch(/^100\s€$/);
});

it('still sets the language of a document without the picture', () => {
  paintAppShell('ar');
  expect(document.documentElement.dir).toBe('rtl');
});
