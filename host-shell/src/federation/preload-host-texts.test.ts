import { afterEach, expect, it, vi } from 'vitest';
import { preloadHostTexts } from './preload-host-texts';

// A detached <head>: the test checks the links, and nothing downloads them.
let head = document.createElement('head');
afterEach(() => {
  localStorage.clear();
  head = document.createElement('head');
});

const preloads = () =>
  [...head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

it("asks for the host's texts in the stored language and in the fallback language", () => {
  localStorage.setItem('i18nextLng', 'ar');
  expect(preloadHostTexts(head)).toEqual([
    '/locales/ar/translation.json',
    '/locales/en/translation.json',
  ]);
  expect(preloads()).toEqual([
    { href: '/locales/ar/translation.json', as: 'fetch', crossOrigin: 'anonymous' },
    { href: '/locales/en/translation.json', as: 'fetch', crossOrigin: 'anonymous' },
  ]);
});

it("follows the browser's language without a stored choice, and asks for en once", () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  expect(preloadHostTexts(head)).toEqual([
    '/locales/du/translation.json',
    '/locales/en/translation.json',
  ]);
  localStorage.setItem('i18nextLng', 'en');
  expect(preloadHostTexts(head)).toEqual(['/locales/en/translation.json']);
});
