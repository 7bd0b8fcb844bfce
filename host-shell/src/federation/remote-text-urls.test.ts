import { expect, it } from 'vitest';
import { folderOf, remoteTextUrls } from './remote-text-urls';

it('finds the folder a manifest is served from, a release path included', () => {
  expect(folderOf('https://auth.example/releases/7/mf-manifest.json')).toBe(
    'https://auth.example/releases/7/',
  );
  expect(folderOf('/mf-manifest.json', 'https://shop.example/store')).toBe('https://shop.example/');
});

it("names a remote's texts beside its manifest, each language once", () => {
  expect(
    remoteTextUrls('auth', 'https://auth.example/releases/7/mf-manifest.json', ['en', 'du', 'en']),
  ).toEqual([
    'https://auth.example/releases/7/locales/en/auth.json',
    'https://auth.example/releases/7/locales/du/auth.json',
  ]);
});
