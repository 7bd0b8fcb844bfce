// @vitest-environment node
/**
 * Everything derived from the remote manifest agrees with it and with the files on disk: package
 * folders and names, exposed source files, routes, each remote's build config, the host's
 * `runtime-config.json` and the start scripts' layout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { declaredRoutesOf } from '@shop/shared-contracts/remotes/declared-routes';
import {
  API,
  HOST,
  REMOTE_NAMES,
  REMOTES,
  type RemoteDeclaration,
  remoteRoutes,
} from '@shop/shared-contracts/remotes/remote-manifest';
import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from './remote-ports';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// The federation plugin keeps its options private; recording them is the only way to see what
// each remote's build config hands it.
const federation = vi.hoisted(() => ({ options: [] as { name?: string; exposes?: unknown }[] }));
vi.mock('@module-federation/rsbuild-plugin', () => ({
  pluginModuleFederation: (options: { name?: string; exposes?: unknown }) => {
    federation.options.push(options);
    return { name: 'recorded-module-federation', setup: () => {} };
  },
}));

const remotes = REMOTE_NAMES.map((name) => [name, REMOTES[name] as RemoteDeclaration] as const);
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

describe('the remote manifest', () => {
  it('names each package by its folder and package.json name', () => {
    for (const { directory, packageName } of [HOST, API, ...remotes.map(([, remote]) => remote)]) {
      expect(readJson(join(directory, 'package.json')).name).toBe(packageName);
    }
  });

  it('gives every part of the shop its own port', () => {
    const ports = [HOST.port, API.port, ...remotes.map(([, remote]) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it.each(remotes)('%s exposes source files that exist', (_name, remote) => {
    for (const source of Object.values(remote.exposes)) {
      expect(existsSync(join(repoRoot, remote.directory, source)), source).toBe(true);
    }
  });

  it.each(remotes)(
    '%s routes only to its exposed modules, and routes each of them',
    (_, remote) => {
      const exposed = Object.keys(remote.exposes).sort();
      const routed = [...new Set(Object.values(remote.routes))].sort();
      expect(routed).toEqual(exposed);
    },
  );

  it('gives every route exactly one remote', () => {
    const paths = remoteRoutes().map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(
      remotes.reduce((count, [, remote]) => count + Object.keys(remote.routes).length, 0),
    );
  });
});

describe('derived from the remote manifest', () => {
  it.each(remotes)(
    "%s's rsbuild.config.ts builds its manifest entry, for browsers and for Node",
    async (name, remote) => {
      federation.options.length = 0;
      const configFile = pathToFileURL(join(repoRoot, remote.directory, 'rsbuild.config.ts'));
      const { default: config } = await import(/* @vite-ignore */ configFile.href);
      expect(config.server.port).toBe(remote.port);
      // The server build exposes the same pages, as CommonJS for the render service's Node.
      expect(federation.options).toEqual([
        expect.objectContaining({ name, exposes: remote.exposes }),
        expect.objectContaining({
          name,
          exposes: remote.exposes,
          library: { type: 'commonjs-module' },
        }),
      ]);
    },
  );

  it("publishes a remote's routes in its browser manifest, a new team's remote's own pages too", async () => {
    const { defineRemoteConfig } = await import('./define-config');
    const publishedBy = (options: Parameters<typeof defineRemoteConfig>[0]) => {
      federation.options.length = 0;
      const config = defineRemoteConfig(options);
      const { manifest } = federation.options[0] as {
        manifest: { additionalData: (input: { stats: { metaData: object } }) => void };
      };
      const stats = { metaData: {} as Record<string, unknown> };
      manifest.additionalData({ stats });
      return { config, routes: stats.metaData.shopRoutes, exposes: federation.options[0]?.exposes };
    };
    const catalog = publishedBy({ remote: 'catalog' });
    expect(catalog.routes).toEqual(declaredRoutesOf('catalog'));
    expect(catalog.routes).toContainEqual({ path: '/', module: './HomePage', withoutPageUi: true });
    const giftCard = {
      path: '/gift-cards',
      module: './GiftCardsPage',
      titleKey: 'giftCards:title',
    } as const;
    const added = publishedBy({
      remote: 'giftCards',
      port: 3100,
      pages: { exposes: { './GiftCardsPage': './src/gift-cards-page.tsx' }, routes: [giftCard] },
    });
    expect(added.routes).toEqual([giftCard]);
    expect(added.exposes).toEqual({ './GiftCardsPage': './src/gift-cards-page.tsx' });
    expect(added.config.server?.port).toBe(3100);
  });

  it("the host's rsbuild.config.ts serves on the manifest's host port", async () => {
    const configFile = pathToFileURL(join(repoRoot, HOST.directory, 'rsbuild.config.ts'));
    const { default: config } = await import(/* @vite-ignore */ configFile.href);
    expect(config.server.port).toBe(HOST.port);
  });

  it("the host's public/runtime-config.json points at the manifest's ports", () => {
    expect(readJson(join(HOST.directory, 'public', 'runtime-config.json'))).toEqual(
      localRuntimeConfig(),
    );
  });

  it('the local runtime config lists every remote on its port', () => {
    const config = localRuntimeConfig('shop.test');
    expect(config.apiBaseUrl).toBe(`http://shop.test:${HOST.port}/api`);
    expect(config.storageBaseUrl).toBe(`http://shop.test:${API.port}/storage/`);
    for (const [name, remote] of remotes) {
      expect(config.remotes[name]).toBe(`http://shop.test:${remote.port}/mf-manifest.json`);
    }
  });

  it('the start scripts serve every package of the manifest on its port', async () => {
    const layoutFile = pathToFileURL(join(repoRoot, 'scripts', 'shop-layout.mjs'));
    const layout = await import(/* @vite-ignore */ layoutFile.href);
    const expected = (entry: { directory: string; packageName: string; port: number }) => ({
      name: entry.directory,
      filter: entry.packageName,
      port: entry.port,
    });
    expect(layout.HOST).toEqual(expected(HOST));
    expect(layout.API).toEqual(expected(API));
    // Each remote also carries its manifest name (the key of its runtime-configuration entry).
    expect(layout.REMOTES).toEqual(
      remotes.map(([name, remote]) => ({ ...expected(remote), remote: name })),
    );
  });
});
