import { afterEach, expect, it } from 'vitest';
import { preloadHostTexts } from './preload-host-texts';

// A detached <head>: the test checks the links, and nothing downloads them.
let head = document.createElement('head');
afterEach(() => {
  head = document.createElement('head');
});

const preloads = () =>
  [...head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

it("asks for the host's texts in the shopper's language and in the fallback language", () => {
  expect(preloadHostTexts('ar', head)).toEqual([
    '/locales/ar/translation.json',
    '/locales/en/translation.json',
  ]);
  expect(preloads()).toEqual([
    { href: '/locales/ar/translation.json', as: 'fetch', crossOrigin: 'anonymous' },
    { href: '/locales/en/translation.json', as: 'fetch', crossOrigin: 'anonymous' },
  ]);
});

it('asks for en once when the shopper chose it', () => {
  expect(preloadHostTexts('du', head)).toEqual([
    '/locales/du/translation.json',
    '/locales/en/translation.json',
  ]);
  expect(preloadHostTexts('en', head)).toEqual(['/locales/en/translation.json']);
});
