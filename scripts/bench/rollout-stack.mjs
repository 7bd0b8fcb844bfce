// The shop as the rollout benchmark runs it on loopback, without containers: one nginx with the
// deployed configuration (deploy/nginx, rendered by render-site.sh) serving the host, the five
// remotes and the API proxy; the render service; and API instances on 127.0.0.2 and 127.0.0.3
// (one port), which the API proxy finds through a name, as in docker compose.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  hostVariables,
  nginxArgs,
  nginxLayout,
  remoteVariables,
  renderMain,
  renderSite,
  testConfig,
} from '../nginx/nginx-sites.mjs';
import { repoRoot } from '../processes.mjs';
import { API, distOf, HOST, REMOTES, RENDER_SERVICE } from '../shop-layout.mjs';

export const API_NAME = 'api.rollout.test';
export const API_ADDRESSES = ['127.0.0.2', '127.0.0.3'];

/** A port free on every address (bound on 0.0.0.0, then released). */
export async function freePort() {
  const server = createServer();
  server.listen(0, '0.0.0.0');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

const children = new Set();

/** Starts a process in its own group; its output goes to ours with a label. */
export function startProcess(label, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line) process.stderr.write(`[${label}] ${line}\n`);
    });
  children.add(child);
  child.exited = once(child, 'exit').then(([code, signal]) => {
    children.delete(child);
    return code ?? signal;
  });
  return child;
}

/** Stops what this benchmark started (its own processes only), SIGKILL after 5 s. */
export async function stopProcesses() {
  const pending = [...children];
  for (const child of pending) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  const timer = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  }, 5000);
  await Promise.all(pending.map((child) => child.exited));
  clearTimeout(timer);
}

/** Polls until `url` answers 2xx; false after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The API's environment: production's shutdown timings, no migration at start, no metrics port. */
export function apiEnvironment({ databaseUrl, port, address, hostOrigin, apiOrigin }) {
  return {
    DATABASE_URL: databaseUrl,
    HOST: address,
    PORT: String(port),
    // NODE_ENV=production refuses the benchmark database's password (`shop`): its defaults are
    // set one by one instead.
    MIGRATE_ON_START: '0',
    SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS ?? '5000',
    SHUTDOWN_TIMEOUT_MS: '10000',
    METRICS_PORT: '0',
    API_DOCS: '0',
    TRUST_PROXY: '127.0.0.1',
    CORS_ORIGINS: hostOrigin,
    PUBLIC_URL: apiOrigin,
    PUBLIC_SHOP_URL: hostOrigin,
    LOG_LEVEL: 'warn',
  };
}

/** Starts one API instance and waits until it is ready. */
export async function startApi(label, settings) {
  const child = startProcess(
    label,
    'node',
    [join(distOf(API), 'server.js')],
    apiEnvironment(settings),
  );
  const ready = await waitFor(`http://${settings.address}:${settings.port}/health/ready`, 60_000);
  if (!ready) throw new Error(`${label} did not become ready`);
  return child;
}

/**
 * Renders nginx's configuration for the sites (the catalog served from `catalogRoot`) and
 * starts it; `ports` has host, api, render, dns, apiInstance and one per remote name.
 */
export async function startEdge(dir, ports, catalogRoot, nginx) {
  const layout = nginxLayout(dir);
  const origin = (port) => `http://127.0.0.1:${port}`;
  const hostOrigin = origin(ports.host);
  renderMain(layout, { workers: 1, accessLog: join(dir, 'access.log') });
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [remote.remote, `${origin(ports[remote.remote])}/mf-manifest.json`]),
  );
  const runtimeDir = join(dir, 'runtime');
  const config = {
    apiBaseUrl: origin(ports.api),
    storageBaseUrl: `${origin(ports.api)}/storage/`,
    remotes,
  };
  renderSite(
    layout,
    'host',
    'host',
    hostVariables({
      port: ports.host,
      root: distOf(HOST),
      runtimeDir,
      config,
      render: { upstream: `127.0.0.1:${ports.render}`, site: 'host' },
    }),
  );
  for (const remote of REMOTES) {
    const root = remote.remote === 'catalog' ? catalogRoot : distOf(remote);
    const variables = { port: ports[remote.remote], root, allowedOrigins: [hostOrigin] };
    renderSite(layout, remote.remote, 'remote', remoteVariables(variables));
  }
  renderSite(layout, 'api', 'api', {
    SHOP_LISTEN_PORT: String(ports.api),
    SHOP_DNS_RESOLVER: `127.0.0.1:${ports.dns}`,
    SHOP_API_UPSTREAM: `${API_NAME}:${ports.apiInstance}`,
  });
  testConfig(nginx, layout);
  startProcess('nginx', nginx, nginxArgs(layout, '-g', 'daemon off;'));
  startProcess('render', 'pnpm', ['--filter', RENDER_SERVICE.filter, 'start', '--public=false'], {
    PORT: String(ports.render),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: hostOrigin,
    RUNTIME_CONFIG_FILE: join(runtimeDir, 'runtime-config.json'),
    VERSION_POLL_MS: '2000',
    LOG_LEVEL: 'warn',
  });
  return { hostOrigin, apiOrigin: origin(ports.api), remotes, layout };
}
