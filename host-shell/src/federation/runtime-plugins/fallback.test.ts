import { describe, expect, it, vi } from 'vitest';
import fallbackPlugin, { isUnavailableRemoteModule } from './fallback';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('fallback runtime plugin', () => {
  const hook = fallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  it('answers a failed remote load with a stand-in module', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('manifest unreachable');
    const answer = hook({ id: 'account/OrdersPage', error, lifecycle: 'onLoad' });
    expect(isUnavailableRemoteModule(answer)).toBe(true);
  });

  it('leaves the manifest and entry steps alone (a stand-in there is no manifest)', () => {
    for (const lifecycle of ['afterResolve', 'beforeRequest', 'beforeLoadShare']) {
      expect(hook({ id: 'x', error: new Error('x'), lifecycle })).toBeUndefined();
    }
  });

  it('does not mistake a real page module for a stand-in', () => {
    expect(isUnavailableRemoteModule({ default: () => null })).toBe(false);
    expect(isUnavailableRemoteModule(null)).toBe(false);
  });
});
