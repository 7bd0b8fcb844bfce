import { afterEach, describe, expect, it, vi } from 'vitest';
import platformVersionPlugin, { PlatformVersionMismatchError } from './platform-version';

type SnapshotHook = (args: {
  moduleInfo: { name: string };
  manifestJson?: { shared: { name: string; requiredVersion: string }[] };
}) => unknown;

const manifest = (requiredVersion: string) => ({
  shared: [{ name: '@shop/shared-platform/http/call-api', requiredVersion }],
});

describe('platform version runtime plugin', () => {
  const hook = platformVersionPlugin('4.1.0').loadRemoteSnapshot as unknown as SnapshotHook;
  afterEach(() => vi.restoreAllMocks());

  it('stops a remote built against a platform this host does not provide, and says why', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => hook({ moduleInfo: { name: 'catalog' }, manifestJson: manifest('^5.0.0') });
    expect(load).toThrow(PlatformVersionMismatchError);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"catalog" needs @shop/shared-platform ^5.0.0'),
    );
  });

  it('lets a remote of the same platform line through unchanged', () => {
    const args = { moduleInfo: { name: 'auth' }, manifestJson: manifest('^4.0.0') };
    expect(hook(args)).toBe(args);
  });
});
