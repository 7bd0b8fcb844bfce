import { afterEach, expect, it } from 'vitest';
import {
  clearRuntimeConfig,
  getRuntimeConfig,
  imageUrl,
  PLACEHOLDER_IMAGE,
  setRuntimeConfig,
} from './runtime-config-store';

const config = {
  apiBaseUrl: 'http://localhost:4000',
  storageBaseUrl: 'http://localhost:4000/storage/',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    product: 'http://localhost:3002/mf-manifest.json',
    cartCheckout: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
    auth: 'http://localhost:3005/mf-manifest.json',
    seller: 'http://localhost:3006/mf-manifest.json',
  },
};

afterEach(() => clearRuntimeConfig());

it('throws a clear error before the config is set', () => {
  expect(() => getRuntimeConfig()).toThrow(/setRuntimeConfig/);
});

it('returns the config once set', () => {
  setRuntimeConfig(config);
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:4000');
});

it('joins storage base and image path, with a placeholder for empty values', () => {
  setRuntimeConfig(config);
  expect(imageUrl('categories/shoes.jpg')).toBe(
    'http://localhost:4000/storage/categories/shoes.jpg',
  );
  expect(imageUrl('/products/1.jpg')).toBe('http://localhost:4000/storage/products/1.jpg');
  expect(imageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE);
  expect(imageUrl('')).toBe(PLACEHOLDER_IMAGE);
});
