import i18next from 'i18next';
import { expect, it, vi } from 'vitest';
import { onShopEvent } from '../events/event-bus';
import { initI18n } from './init-i18n';

it('detects German from the browser, caches the choice and follows language changes', async () => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
  const load = vi.fn(async () => ({ status: 200, data: '{}' }));
  const instance = await initI18n({ namespaceOrigins: {}, hostOrigin: 'http://host', load });
  expect(instance).toBe(i18next);
  expect(instance.language).toBe('du');
  expect(localStorage.getItem('i18nextLng')).toBe('du');
  expect(document.documentElement.lang).toBe('de');

  const seen = vi.fn();
  const off = onShopEvent('shop:language:changed', seen);
  await instance.changeLanguage('ar');
  off();
  expect(seen).toHaveBeenCalledWith({ language: 'ar' });
  expect(document.documentElement.dir).toBe('rtl');
  expect(localStorage.getItem('i18nextLng')).toBe('ar');
  expect(await initI18n({ namespaceOrigins: {} })).toBe(instance);
  expect(load).toHaveBeenCalledWith('http://host/locales/du/translation.json');
});
