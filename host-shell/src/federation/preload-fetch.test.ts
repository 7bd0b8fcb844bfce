import { expect, it } from 'vitest';
import { preloadFetch } from './preload-fetch';

it('asks for each address once per page, as a fetch preload the page can take over', () => {
  // A detached <head>: the test checks the links, and nothing downloads them.
  const head = document.createElement('head');
  expect(preloadFetch('/locales/du/translation.json', head)).toBe(true);
  expect(preloadFetch('http://localhost:3000/locales/du/translation.json', head)).toBe(false);
  expect(preloadFetch('http://localhost:3001/locales/du/catalog.json', head)).toBe(true);
  const links = [...head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.crossOrigin,
    link.href,
  ]);
  expect(links).toEqual([
    ['preload', 'fetch', 'anonymous', 'http://localhost:3000/locales/du/translation.json'],
    ['preload', 'fetch', 'anonymous', 'http://localhost:3001/locales/du/catalog.json'],
  ]);
});
