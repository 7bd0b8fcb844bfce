/**
 * The HTTP edge the render service reads: a runtime-config.json naming five remotes and their
 * mf-manifest.json files, on one local port. A test "deploys" the catalog by changing its version.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readSettings, type Settings } from '../src/settings';

export interface FakeOrigins {
  /** This server's own origin. */
  origin: string;
  configUrl: string;
  deployCatalog(version: string): void;
  /** While broken, the catalog's server build answers 503 (a deploy or a reload in progress). */
  breakCatalog(broken: boolean): void;
  close(): Promise<void>;
}

/** `remotesOrigin`: the origin the configuration names the remotes at (default: this server's). */
export async function startFakeOrigins(remotesOrigin?: string): Promise<FakeOrigins> {
  let catalogVersion = '1.0.0';
  let catalogBroken = false;
  const server = createServer((request, response) => {
    const origin = remotesOrigin ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    response.setHeader('content-type', 'application/json');
    if (request.url === '/runtime-config.json') {
      const remotes = ['catalog', 'product', 'cartCheckout', 'account', 'auth'].map((name) => [
        name,
        `${origin}/${name}/mf-manifest.json`,
      ]);
      const config = {
        apiBaseUrl: 'http://api.test:4000',
        storageBaseUrl: 'http://files.test/storage/',
        remotes: Object.fromEntries(remotes),
      };
      return response.end(JSON.stringify(config));
    }
    if (request.url === '/catalog/server/mf-manifest.json' && catalogBroken) {
      response.statusCode = 503;
      return response.end('{}');
    }
    const isCatalog = request.url?.startsWith('/catalog/') ?? false;
    const version = isCatalog ? catalogVersion : '1.0.0';
    response.end(JSON.stringify({ version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    configUrl: `http://127.0.0.1:${port}/runtime-config.json`,
    deployCatalog: (version) => {
      catalogVersion = version;
    },
    breakCatalog: (broken) => {
      catalogBroken = broken;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Settings of a service on the fake origins with the fake server build. */
export function testSettings(
  configUrl: string,
  env: Record<string, string> = {},
  argv: string[] = [],
): Settings {
  return readSettings(
    {
      RUNTIME_CONFIG_URL: configUrl,
      HOST_DIST: fixture('host-dist'),
      HOST_SERVER_BUILD: fixture('fake-host-server.cjs'),
      PUBLIC_ORIGIN: 'https://shop.test',
      RENDER_WORKERS: '2',
      VERSION_POLL_MS: '100',
      RENDER_DEADLINE_MS: '800',
      DOCUMENT_CACHE_MS: '0',
      ...env,
    },
    argv,
  );
}
