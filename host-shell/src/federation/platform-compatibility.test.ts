import { describe, expect, it } from 'vitest';
import {
  platformMismatchMessage,
  satisfiesRange,
  unmetPlatformRange,
} from './platform-compatibility';

describe('satisfiesRange', () => {
  it('accepts the same major version from the required one on', () => {
    expect(satisfiesRange('4.1.0', '^4.1.0')).toBe(true);
    expect(satisfiesRange('4.2.3', '^4.1.0')).toBe(true);
    expect(satisfiesRange('4.1.7', '^4.1.2')).toBe(true);
  });

  it('refuses an older platform and another major version', () => {
    expect(satisfiesRange('4.0.9', '^4.1.0')).toBe(false);
    expect(satisfiesRange('4.1.1', '^4.1.2')).toBe(false);
    expect(satisfiesRange('5.0.0', '^4.1.0')).toBe(false);
    expect(satisfiesRange('3.9.0', '^4.0.0')).toBe(false);
  });

  it('keeps a 0.x platform on its minor line, and an exact version exact', () => {
    expect(satisfiesRange('0.3.4', '^0.3.1')).toBe(true);
    expect(satisfiesRange('0.4.0', '^0.3.1')).toBe(false);
    expect(satisfiesRange('4.1.0', '4.1.0')).toBe(true);
    expect(satisfiesRange('4.1.1', '4.1.0')).toBe(false);
  });

  it('leaves ranges of another form to the federation runtime', () => {
    expect(satisfiesRange('4.1.0', '>=3 <5')).toBe(true);
    expect(satisfiesRange('4.1.0', '*')).toBe(true);
  });
});

describe('unmetPlatformRange', () => {
  const shared = (requiredVersion: string) => [
    { name: 'react', requiredVersion: '^99.0.0' },
    { name: '@shop/shared-platform/ui/mui-core', requiredVersion },
  ];

  it('names the platform range a remote needs that the host does not provide', () => {
    expect(unmetPlatformRange(shared('^5.0.0'), '4.1.0')).toBe('^5.0.0');
    expect(unmetPlatformRange(shared('^4.2.0'), '4.1.0')).toBe('^4.2.0');
    // Across a major both ways: a 4.x remote on the 5.0.0 host, a 5.0.0 remote on a 4.x host.
    expect(unmetPlatformRange(shared('^4.8.0'), '5.0.0')).toBe('^4.8.0');
    expect(unmetPlatformRange(shared('^5.0.0'), '4.11.0')).toBe('^5.0.0');
  });

  it('accepts a remote built against this platform or an older one of its major version', () => {
    expect(unmetPlatformRange(shared('^4.0.0'), '4.1.0')).toBeNull();
    expect(unmetPlatformRange(shared('^4.1.0'), '4.1.0')).toBeNull();
    expect(unmetPlatformRange(undefined, '4.1.0')).toBeNull();
  });
});

it('says which remote, which versions and what to deploy', () => {
  expect(platformMismatchMessage('catalog', '^5.0.0', '4.1.0')).toBe(
    '[shop] remote "catalog" needs @shop/shared-platform ^5.0.0, but this host provides 4.1.0: ' +
      'the remote stays unavailable until a host with a matching platform is deployed ' +
      '(a minor version: host first; a major: the host and every remote together).',
  );
});
