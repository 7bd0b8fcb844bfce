import { expect, it } from 'vitest';
import { requestLanguage } from './request-language';

it('takes ?lang first, then the shop-language cookie among others, then the browser', () => {
  expect(requestLanguage('/store?page=2&lang=de', { cookie: 'shop-language=ar' })).toBe('du');
  expect(requestLanguage('/store?lang=fr', { cookie: 'a=1; shop-language=en; b=2' })).toBe('en');
  expect(requestLanguage('/', { cookie: 'my-shop-language=du', 'accept-language': 'de-CH' })).toBe(
    'du',
  );
  expect(requestLanguage('/', { 'accept-language': 'en-GB,de;q=0.5' })).toBe('ar');
  expect(requestLanguage('/', {})).toBe('ar');
});

it('counts a malformed cookie as none', () => {
  expect(requestLanguage('/', { cookie: 'shop-language=%E0%A4%A', 'accept-language': 'de' })).toBe(
    'du',
  );
});
