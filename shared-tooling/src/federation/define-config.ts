/**
 * Rsbuild configurations of the host and the remotes, so every package federates the same way.
 * Node-only: imported by each package's `rsbuild.config.ts`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, RsbuildPlugins } from '@rsbuild/core';
import { declaredRoutesOf } from '@shop/shared-contracts/remotes/declared-routes';
import { API, REMOTES, type RemoteName } from '@shop/shared-contracts/remotes/remote-manifest';
import {
  type ExposedModulePath,
  MANIFEST_ROUTES_KEY,
  type RouteDeclaration,
} from '@shop/shared-contracts/remotes/route-declaration';
import { SERVER_BUILD_DIR } from '@shop/shared-contracts/render/render-contract';
import { RUNTIME_CONFIG_PATH } from '@shop/shared-contracts/runtime-config';
import { BuildStatsPlugin } from './build-stats-plugin';
import { remoteBuildVersion } from './build-version';
import { hostSplitChunks, remoteSplitChunks } from './chunk-split';
import { pluginCompileHints } from './compile-hints-plugin';
import { muiStandIns } from './mui-stand-ins';
import { pluginPrecompress } from './precompress-plugin';
import { pluginProductionNotice } from './production-notice';
import { reactRouterProductionAliases } from './react-router-production';
import { pluginReproducibleOutput, SERVER_WITHOUT_COMMENTS } from './reproducible-output';
import { federationRuntimeEsmAliases } from './runtime-esm-aliases';
import { pluginServerPackage } from './server-package-plugin';
import {
  everyPlatformModule,
  PLATFORM_PACKAGE,
  readPlatformVersion,
  type SharedSingleton,
  sharedSingletons,
} from './shared-singletons';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RemoteConfigOptions {
  /**
   * The remote's Module Federation name (also its i18n namespace). A remote of the workspace's
   * manifest takes its port, exposed modules and routes from there; a new team's remote, built
   * without an entry there, brings them itself (`port`, `pages`).
   */
  remote: string;
  /** The development server's port of a remote outside the workspace's manifest. */
  port?: number;
  /**
   * Pages the remote adds on its own (its `src/routes.ts`): exposed beside the manifest's and
   * published with its routes, so the host and the render service find them at run time.
   */
  pages?: {
    exposes: Readonly<Record<ExposedModulePath, `./src/${string}`>>;
    routes: readonly RouteDeclaration[];
  };
  /** Framework plugins, e.g. `[pluginReact()]`. */
  plugins?: RsbuildPlugins;
}

export interface HostConfigOptions {
  port: number;
  /** Absolute paths of MF runtime plugin files (one concern per file), in the browser... */
  browserRuntimePlugins: string[];
  /** ...and in the server build (`@module-federation/node`'s loader is added by the plugin). */
  serverRuntimePlugins: string[];
  /** The server build's entry, exporting `render` (`shared-contracts` render contract). */
  serverEntry: string;
  /** The HTML document of the browser build. */
  template: string;
  plugins?: RsbuildPlugins;
}

/** What nginx replaces with each answer's nonce (deploy/nginx/sites/host.conf.template). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Both sides negotiate shared singletons the same way; 'loaded-first' avoids fetching every remote at start. */
const federationDefaults = {
  shareStrategy: 'loaded-first',
  dts: false,
} as const;

/** Builds for the browser only: the federation runtime leaves out its Node.js loaders. */
const browserOnly = { target: 'web' } as const;

/** `rsbuild build` (production); `rsbuild dev` keeps libraries' development builds and warnings. */
const isProductionBuild = process.env.NODE_ENV === 'production';

/**
 * The host puts its federation runtime on `globalThis` and the remotes' production builds use it
 * instead of carrying their own copy (50 to 100 KB each). A remote started alone (`rsbuild dev`)
 * has no host, so it keeps its own runtime.
 */
const usesHostRuntime = isProductionBuild;

/**
 * Rsbuild's dev-time lazy compilation of dynamic imports breaks the MF async boundary
 * (`import('./bootstrap')` then finds shared chunks without their modules).
 */
const devWithoutLazyCompilation = { lazyCompilation: false } as const;

/**
 * The federation runtime from its ES module builds, so unused parts are left out; in a production
 * build also React Router's production build, which its package exports never select.
 */
const federationRuntimeResolve = () => ({
  alias: {
    ...federationRuntimeEsmAliases(fileURLToPath(import.meta.url)),
    ...(isProductionBuild
      ? reactRouterProductionAliases(join(workspaceRoot, 'shared-platform', 'package.json'))
      : {}),
  },
});

/** The module list for the budgets: browser builds only. */
const buildStats = () => new BuildStatsPlugin(workspaceRoot);

/** The API on the page's own origin in the dev servers, as every serving mode has it (decision 0017). */
const API_PROXY = {
  '/api': { target: `http://localhost:${API.port}`, pathRewrite: { '^/api': '' } },
};

/** MUI's modules with the platform's stand-ins, in every build, so server and browser agree. */
const muiStandInsOfPlatform = () =>
  muiStandIns(join(workspaceRoot, 'shared-platform', 'package.json'));

const standaloneDir = fileURLToPath(new URL('../standalone/', import.meta.url));

/**
 * A remote's production build runs only inside the host: it uses the host's federation runtime
 * (`usesHostRuntime`) and takes every module of the platform from the host, which always provides
 * all of them in a version the remote accepts (its platform check runs before any remote code).
 * So the build carries no copy of the platform to fall back on (`import: false`): each remote
 * entry is about 2 KB gzip smaller, and no unused copy is built. The shared libraries (React,
 * i18next, emotion...) keep their fallback copies. `rsbuild dev` keeps everything, so a remote
 * still runs alone in its standalone harness.
 */
function remoteShared(): Record<string, SharedSingleton> {
  const shared = sharedSingletons();
  if (!isProductionBuild) return shared;
  const platformKey = `${PLATFORM_PACKAGE}/`;
  return {
    ...shared,
    [platformKey]: { ...(shared[platformKey] as SharedSingleton), import: false },
  };
}

/**
 * The server build of a package (`rsbuild build` only): the same source and shared modules for
 * Node (`async-node`, CommonJS chunks, the federation runtime's Node loaders), so the render
 * service can load a remote's pages over HTTP from the remote's own origin.
 */
const serverEnvironment = (entry: string) => ({
  source: { entry: { index: entry } },
  output: {
    target: 'node' as const,
    distPath: { root: `dist/${SERVER_BUILD_DIR}` },
    // Not minified: Rsbuild would leave out code for `process.env.NODE_ENV` checks of Node builds
    // otherwise. Only the comments go (`SERVER_WITHOUT_COMMENTS`): they name absolute paths.
    minify: SERVER_WITHOUT_COMMENTS,
  },
  tools: { htmlPlugin: false },
  plugins: [pluginServerPackage()],
  // Chunk size does not matter on a server; the browser's split would only add requests there.
  splitChunks: false as const,
});

/**
 * The browser manifest carries the remote's routes in `metaData` (the part of the build's stats
 * the manifest copies whole), so the render service reads them from the file it fetches anyway,
 * and a route change changes the manifest the render service fingerprints.
 */
const manifestWithRoutes = (routes: readonly RouteDeclaration[]) => ({
  fileName: 'mf-manifest.json',
  additionalData: ({ stats }: { stats: { metaData: object } }): void => {
    Object.assign(stats.metaData, { [MANIFEST_ROUTES_KEY]: routes });
  },
});

export function defineRemoteConfig({
  remote,
  port: ownPort,
  pages,
  plugins = [],
}: RemoteConfigOptions): RsbuildConfig {
  const declared = remote in REMOTES ? REMOTES[remote as RemoteName] : undefined;
  const port = declared?.port ?? ownPort;
  const exposes = { ...declared?.exposes, ...pages?.exposes };
  const routes: RouteDeclaration[] = [
    ...(declared ? declaredRoutesOf(remote as RemoteName) : []),
    ...(pages?.routes ?? []),
  ];
  const name = remote;
  // The federation plugin reads the manifest's build version from MF_BUILD_VERSION (its public
  // switch); ours tells a text-only release apart (build-version.ts). An explicit one wins.
  process.env.MF_BUILD_VERSION ??= remoteBuildVersion(process.cwd());
  const browserFederation = pluginModuleFederation(
    {
      ...federationDefaults,
      name,
      exposes,
      shared: remoteShared(),
      manifest: manifestWithRoutes(routes),
      experiments: { externalRuntime: usesHostRuntime, optimization: browserOnly },
    },
    { environment: 'web' },
  );
  const serverFederation = pluginModuleFederation(
    {
      ...federationDefaults,
      name,
      exposes,
      shared: remoteShared(),
      manifest: { fileName: 'mf-manifest.json' },
      library: { type: 'commonjs-module' },
    },
    { target: 'node', environment: 'node' },
  );
  return {
    plugins: [
      ...plugins,
      ...(isProductionBuild ? [pluginProductionNotice(remote)] : []),
      pluginReproducibleOutput(),
      pluginPrecompress(),
      browserFederation,
      ...(isProductionBuild ? [serverFederation] : []),
    ],
    environments: {
      web: {
        // In production the page at the remote's own address is a static notice, in development
        // the standalone harness (see `production-notice.ts`).
        ...(isProductionBuild
          ? { source: { entry: { index: join(standaloneDir, 'no-page.ts') } } }
          : { html: { title: `Shop – ${name} (standalone)` } }),
        tools: { htmlPlugin: !isProductionBuild, rspack: { plugins: [buildStats()] } },
        splitChunks: remoteSplitChunks,
      },
      ...(isProductionBuild ? { node: serverEnvironment(join(standaloneDir, 'no-page.ts')) } : {}),
    },
    server: {
      ...(port === undefined ? {} : { port, strictPort: true }),
      // The host (another origin) fetches manifest, chunks and locale files.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A remote running alone (its standalone pages) reaches the API at its own /api too.
      proxy: API_PROXY,
    },
    dev: devWithoutLazyCompilation,
    resolve: federationRuntimeResolve(),
    tools: { rspack: { plugins: [muiStandInsOfPlatform()] } },
    // 'auto': chunks load from wherever the manifest was served, so a remote deploys anywhere.
    output: { assetPrefix: 'auto' },
  };
}

export function defineHostConfig({
  port,
  browserRuntimePlugins,
  serverRuntimePlugins,
  serverEntry,
  template,
  plugins = [],
}: HostConfigOptions): RsbuildConfig {
  const shared = { ...sharedSingletons(), ...everyPlatformModule() };
  const browserFederation = pluginModuleFederation(
    {
      ...federationDefaults,
      name: 'host',
      // Remotes are registered at run time from /runtime-config.json, never compiled in.
      remotes: {},
      shared,
      runtimePlugins: browserRuntimePlugins,
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: browserOnly },
    },
    { environment: 'web' },
  );
  const serverFederation = pluginModuleFederation(
    {
      ...federationDefaults,
      name: 'host',
      remotes: {},
      shared,
      runtimePlugins: serverRuntimePlugins,
      manifest: false,
      library: { type: 'commonjs-module' },
    },
    { target: 'node', environment: 'node' },
  );
  return {
    plugins: [
      ...plugins,
      pluginReproducibleOutput(),
      pluginPrecompress(),
      browserFederation,
      ...(isProductionBuild ? [serverFederation] : []),
    ],
    environments: {
      web: {
        plugins: [pluginCompileHints()],
        tools: { rspack: { plugins: [buildStats()] } },
        splitChunks: hostSplitChunks,
        // The start-up chain is entry -> runtime-config.json -> shared libraries and shell code:
        // the document asks for the last two at once, so they download while the entry does.
        performance: {
          preload: { type: 'async-chunks', include: [/\/shared-libraries\./, /\/shell\./] },
        },
        html: {
          template,
          // No title: the render service writes each page's own; the static shell's is set by
          // the app as soon as it runs.
          title: '',
          // The nonce of the page's Content-Security-Policy for the <style> elements emotion and
          // react-toastify insert: nginx (or the render service) writes a new one into every
          // answer. Read through the element's `nonce` property, which browsers keep when they
          // hide the attribute.
          tags: [
            { tag: 'meta', attrs: { property: 'csp-nonce', nonce: CSP_NONCE_PLACEHOLDER } },
            // The entry's first request: asked for by the document, it downloads while the entry
            // does (the entry's `fetch` takes the preloaded answer, also with `cache: 'no-store'`).
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: RUNTIME_CONFIG_PATH,
                as: 'fetch',
                crossorigin: 'anonymous',
              },
            },
          ],
        },
      },
      ...(isProductionBuild ? { node: serverEnvironment(serverEntry) } : {}),
    },
    dev: devWithoutLazyCompilation,
    resolve: federationRuntimeResolve(),
    tools: { rspack: { plugins: [muiStandInsOfPlatform()] } },
    server: {
      port,
      strictPort: true,
      proxy: API_PROXY,
    },
    // The platform version this host provides, for its check of each remote's manifest.
    source: { define: { __SHOP_PLATFORM_VERSION__: JSON.stringify(readPlatformVersion()) } },
  };
}
