import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './load-runtime-config';

const valid = {
  apiBaseUrl: 'https://api.example.com',
  storageBaseUrl: 'https://api.example.com/storage/',
  remotes: {
    catalog: 'https://catalog.example.com/mf-manifest.json',
    product: 'https://product.example.com/mf-manifest.json',
    cartCheckout: 'https://cart.example.com/mf-manifest.json',
    account: 'https://account.example.com/mf-manifest.json',
    auth: 'https://auth.example.com/mf-manifest.json',
    seller: 'https://seller.example.com/mf-manifest.json',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('passes the contact details on and leaves out a contact that is no object', () => {
    const contact = { customerSupportEmail: 'help@shop.example', hours: '24/7' };
    expect(parseRuntimeConfig({ ...valid, contact }).contact).toEqual(contact);
    expect(parseRuntimeConfig({ ...valid, contact: 'help@shop.example' })).toEqual(valid);
  });

  it('names a remote without a manifest URL', () => {
    const remotes = { ...valid.remotes, auth: '' };
    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(/remotes\.auth/);
  });

  it('accepts a remote this host was never built with, and a shop without one of its own', () => {
    const { seller: _seller, ...remotes } = valid.remotes;
    const added = { ...remotes, giftCards: 'https://gift.example.com/mf-manifest.json' };
    expect(parseRuntimeConfig({ ...valid, remotes: added }).remotes).toEqual(added);
  });

  it('rejects a remote name that is no Module Federation name', () => {
    const remotes = { ...valid.remotes, 'gift-cards': 'https://gift.example.com/mf-manifest.json' };
    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(/gift-cards/);
  });

  it('rejects a missing API base URL', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: '' })).toThrow(/apiBaseUrl/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches the file without the HTTP cache', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(valid)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadRuntimeConfig()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('fails with the status when the file is missing', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig()).rejects.toThrow(/404/);
  });
});
