/**
 * Rsbuild configurations of the host and the remotes, so every package federates the same way.
 * Node-only: imported by each package's `rsbuild.config.ts`.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, RsbuildPlugins } from '@rsbuild/core';
import { REMOTES, type RemoteName } from '@shop/shared-contracts/remotes/remote-manifest';
import { sharedSingletons } from './shared-singletons';

export interface RemoteConfigOptions {
  /**
   * The remote's name in the remote manifest, which supplies its Module Federation name (also
   * its i18n namespace), its port and its exposed modules.
   */
  remote: RemoteName;
  /** Framework plugins, e.g. `[pluginReact()]`. */
  plugins?: RsbuildPlugins;
}

export interface HostConfigOptions {
  port: number;
  /** Absolute paths of MF runtime plugin files (one concern per file). */
  runtimePlugins: string[];
  plugins?: RsbuildPlugins;
}

/** Both sides negotiate shared singletons the same way; 'loaded-first' avoids fetching every remote at start. */
const federationDefaults = {
  shareStrategy: 'loaded-first',
  dts: false,
} as const;

/**
 * Rsbuild's dev-time lazy compilation of dynamic imports breaks the MF async boundary
 * (`import('./bootstrap')` then finds shared chunks without their modules).
 */
const devWithoutLazyCompilation = { lazyCompilation: false } as const;

export function defineRemoteConfig({ remote, plugins = [] }: RemoteConfigOptions): RsbuildConfig {
  const { port, exposes } = REMOTES[remote];
  const name = remote;
  return {
    plugins: [
      ...plugins,
      pluginModuleFederation({
        ...federationDefaults,
        name,
        exposes,
        shared: sharedSingletons(),
        manifest: { fileName: 'mf-manifest.json' },
      }),
    ],
    server: {
      port,
      strictPort: true,
      // The host (another origin) fetches manifest, chunks and locale files.
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    dev: devWithoutLazyCompilation,
    // 'auto': chunks load from wherever the manifest was served, so a remote deploys anywhere.
    output: { assetPrefix: 'auto' },
    html: { title: `Shop – ${name} (standalone)` },
  };
}

export function defineHostConfig({
  port,
  runtimePlugins,
  plugins = [],
}: HostConfigOptions): RsbuildConfig {
  return {
    plugins: [
      ...plugins,
      pluginModuleFederation({
        ...federationDefaults,
        name: 'host',
        // Remotes are registered at run time from /runtime-config.json, never compiled in.
        remotes: {},
        shared: sharedSingletons(),
        runtimePlugins,
        manifest: false,
      }),
    ],
    dev: devWithoutLazyCompilation,
    server: { port, strictPort: true },
    html: { title: 'Shop' },
  };
}
