import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module returned for a remote module that could not be loaded. */
export const REMOTE_UNAVAILABLE = '__shopRemoteUnavailable__';

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: { id: string; error: unknown };
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

/**
 * Turns every failed remote load (manifest, entry script, module factory) into one stand-in
 * module, so the host renders its "unavailable" panel instead of an unhandled rejection. Only
 * the final `onLoad` step answers: the earlier steps report to it, and a stand-in there would be
 * mistaken for a manifest or an entry.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shop] remote module "${id}" is unavailable`, error);
      const unavailable: UnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: { id, error } };
      return unavailable;
    },
  };
}
