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

  it('names the missing remote', () => {
    const { auth: _auth, ...remotes } = valid.remotes;
    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(/remotes\.auth/);
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
