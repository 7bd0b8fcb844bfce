import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const config: RuntimeConfig = {
  apiBaseUrl: 'https://api.example',
  storageBaseUrl: 'https://api.example/storage/',
  remotes: {
    catalog: 'https://catalog.example/mf-manifest.json',
    product: 'https://product.example/mf-manifest.json',
    cartCheckout: 'https://cart.example/mf-manifest.json',
    account: 'https://account.example/mf-manifest.json',
    auth: 'https://auth.example/releases/3/mf-manifest.json',
    seller: 'https://seller.example/mf-manifest.json',
  },
};

// A fresh module per test: each preload is asked for once per page.
let preloadFirstPage: typeof import('./preload-first-page').preloadFirstPage;

beforeEach(async () => {
  runtime.preloadRemote.mockReset();
  runtime.preloadRemote.mockResolvedValue(undefined);
  vi.resetModules();
  ({ preloadFirstPage } = await import('./preload-first-page'));
});

afterEach(() => {
  document.head.innerHTML = '';
});

const textPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
    (link) => link.href,
  );

it("asks for the first page's remote code and its texts in the language and the fallback", () => {
  expect(preloadFirstPage(config, 'ar', '/signin')).toBe('auth');
  expect(runtime.preloadRemote).toHaveBeenCalledWith([
    {
      nameOrAlias: 'auth',
      exposes: ['SignInPage'],
      resourceCategory: 'sync',
      filter: expect.any(Function),
    },
  ]);
  expect(textPreloads()).toEqual([
    'https://auth.example/releases/3/locales/ar/auth.json',
    'https://auth.example/releases/3/locales/en/auth.json',
  ]);
});

it('finds the page of an address with a parameter', () => {
  expect(preloadFirstPage(config, 'du', '/product/12')).toBe('product');
  expect(runtime.preloadRemote).toHaveBeenCalledWith([
    {
      nameOrAlias: 'product',
      exposes: ['ProductPage'],
      resourceCategory: 'sync',
      filter: expect.any(Function),
    },
  ]);
});

it("asks for nothing on a page of the host's own", () => {
  expect(preloadFirstPage(config, 'du', '/terms')).toBeNull();
  expect(runtime.preloadRemote).not.toHaveBeenCalled();
  expect(textPreloads()).toEqual([]);
});
