import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteTexts, namespaceOriginsOf, preloadRemoteTexts } from './remote-texts';

/** Remotes on origins of their own, and one under a path of its origin. */
const config = {
  apiBaseUrl: 'http://localhost:4000',
  storageBaseUrl: 'http://localhost:4000/storage/',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    product: 'https://product.shop.example/app/mf-manifest.json',
    cartCheckout: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
    auth: 'http://localhost:3005/mf-manifest.json',
    seller: 'http://localhost:3006/mf-manifest.json',
  },
};

it('reads each remote namespace from the folder of its manifest', () => {
  expect(namespaceOriginsOf(config)).toEqual({
    catalog: 'http://localhost:3001/',
    product: 'https://product.shop.example/app/',
    cartCheckout: 'http://localhost:3003/',
    account: 'http://localhost:3004/',
    auth: 'http://localhost:3005/',
    seller: 'http://localhost:3006/',
  });
});

describe('preloadRemoteTexts', () => {
  const preloaded = vi.hoisted(() => ({ preloadFetch: vi.fn((_url: string) => true) }));
  vi.mock('./preload-fetch', () => preloaded);

  beforeEach(() => {
    setRuntimeConfig(config);
    preloaded.preloadFetch.mockClear();
  });
  afterEach(() => {
    localStorage.clear();
    i18next.isInitialized = false;
    vi.restoreAllMocks();
  });

  it("asks for the remote's namespace beside its manifest, in the page's and the fallback language", () => {
    localStorage.setItem('i18nextLng', 'ar');
    expect(preloadRemoteTexts('product')).toEqual([
      'https://product.shop.example/app/locales/ar/product.json',
      'https://product.shop.example/app/locales/en/product.json',
    ]);
  });

  it('follows the language i18next settled on, and skips texts i18next already has', () => {
    // As after i18next's start: settled on German, with the English texts already read.
    i18next.isInitialized = true;
    i18next.resolvedLanguage = 'du';
    i18next.hasResourceBundle = (lng: string) => lng === 'en';
    expect(preloadRemoteTexts('catalog')).toEqual([
      'http://localhost:3001/locales/du/catalog.json',
    ]);
    expect(preloaded.preloadFetch).toHaveBeenCalledTimes(1);
  });
});

describe('loadRemoteTexts', () => {
  afterEach(() => {
    i18next.isInitialized = false;
    vi.restoreAllMocks();
  });

  it("waits for i18next to start (a route's loader may run first), then has it read the namespace", async () => {
    const load = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    let loaded = false;
    const loading = loadRemoteTexts('catalog').then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(loaded).toBe(false);

    i18next.isInitialized = true;
    i18next.emit('initialized', {});
    await loading;
    expect(load).toHaveBeenCalledWith('catalog');
  });

  it('reads at once once i18next has started, and waits until the texts are in', async () => {
    i18next.isInitialized = true;
    let finish = () => {};
    vi.spyOn(i18next, 'loadNamespaces').mockReturnValue(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    let loaded = false;
    const loading = loadRemoteTexts('auth').then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(false);
    finish();
    await loading;
    expect(loaded).toBe(true);
  });
});
