import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import type { ComponentType } from 'react';
import { markRemoteFailed, resetFailedRemote } from './remote-registry';
import { isUnavailableRemoteModule } from './runtime-plugins/fallback';

export type RemoteModulePath = `./${string}`;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: RemoteModulePath,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${remote}/${module.slice(2)} is unavailable.`, options);
    this.name = 'RemoteUnavailableError';
  }
}

function isPageModule(value: unknown): value is { default: ComponentType } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

/**
 * Loads a remote page component. After a failure the remote is re-registered first, because the
 * MF runtime would otherwise answer from its cache of the failed attempt.
 */
export async function loadRemotePage(
  remote: RemoteName,
  module: RemoteModulePath,
): Promise<{ default: ComponentType }> {
  resetFailedRemote(remote);
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${remote}/${module.slice(2)}`);
  } catch (error) {
    markRemoteFailed(remote);
    throw new RemoteUnavailableError(remote, module, { cause: error });
  }
  if (isUnavailableRemoteModule(loaded) || !isPageModule(loaded)) {
    markRemoteFailed(remote);
    throw new RemoteUnavailableError(remote, module, { cause: loaded });
  }
  return loaded;
}
