import { expect, it } from 'vitest';
import { STARTUP_FAILURE_TEXTS, showStartupFailure } from './startup-failure';

it('tells the shopper in German, Arabic and English, each with its direction', () => {
  document.body.innerHTML = '<div id="root"><p>old</p></div>';
  showStartupFailure();
  const lines = [...document.querySelectorAll('#root p')];
  expect(lines.map((line) => [line.getAttribute('lang'), line.getAttribute('dir')])).toEqual([
    ['de', 'ltr'],
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ]);
  expect(lines.map((line) => line.textContent)).toEqual(STARTUP_FAILURE_TEXTS.map((t) => t.text));
  expect(document.getElementById('root')?.getAttribute('role')).toBe('alert');
});
