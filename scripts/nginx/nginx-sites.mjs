// Renders the shop's nginx configuration (deploy/nginx) for this machine and drives the nginx
// that serves it. The rendering itself is deploy/nginx/render-site.sh, the script every image
// runs at start, so the files tested here are the ones the containers serve.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../processes.mjs';

const renderScript = join(repoRoot, 'deploy', 'nginx', 'render-site.sh');

/** Debian's nginx, or the binary named by NGINX_PATH. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path) => path && existsSync(path));
}

export const NGINX_INSTALL_HINT =
  'Install it with "sudo apt-get install nginx libnginx-mod-http-brotli-static" (Debian/Ubuntu) ' +
  'or point NGINX_PATH at an nginx binary.';

/** `SHOP_REMOTE_CART_CHECKOUT` for `cartCheckout`: the variable render-site.sh reads. */
export const remoteVariable = (remote) =>
  `SHOP_REMOTE_${remote.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * The render-site.sh variables of a host site from a runtime configuration. `render` (optional):
 * `{ upstream: 'host:port', site: 'name', resolver? }` of the render service for its documents;
 * `api` (optional): `'host:port'` of the API, served at the site's own /api/ (decision 0017).
 */
export function hostVariables({ port, root, runtimeDir, config, render, api }) {
  return {
    ...(render && { SHOP_RENDER_UPSTREAM: render.upstream, SHOP_RENDER_SITE: render.site }),
    ...(api && { SHOP_API_UPSTREAM: api }),
    ...(render?.resolver && { SHOP_DNS_RESOLVER: render.resolver }),
    SHOP_LISTEN_PORT: String(port),
    SHOP_SITE_ROOT: root,
    SHOP_RUNTIME_DIR: runtimeDir,
    SHOP_API_BASE_URL: config.apiBaseUrl,
    SHOP_STORAGE_BASE_URL: config.storageBaseUrl,
    ...Object.fromEntries(
      Object.entries(config.remotes).map(([remote, url]) => [remoteVariable(remote), url]),
    ),
    ...contactVariables(config.contact),
  };
}

/** The optional contact details of a runtime configuration as render-site.sh variables. */
function contactVariables(contact = {}) {
  const variables = {
    SHOP_CONTACT_CUSTOMER_EMAIL: contact.customerSupportEmail,
    SHOP_CONTACT_VENDOR_EMAIL: contact.vendorSupportEmail,
    SHOP_CONTACT_HOURS: contact.hours,
  };
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value));
}

export function remoteVariables({ port, root, allowedOrigins }) {
  return {
    SHOP_LISTEN_PORT: String(port),
    SHOP_SITE_ROOT: root,
    SHOP_ALLOWED_ORIGINS: allowedOrigins.join(' '),
  };
}

/**
 * The files of one nginx instance under `dir`: nginx.conf, sites/<name>.conf, the state
 * directory, and sites/<name>.json holding each site's variables so a test can render a site
 * again with a changed runtime configuration (what a redeploy of the host's container does).
 */
export function nginxLayout(dir) {
  const layout = {
    dir,
    conf: join(dir, 'nginx.conf'),
    sitesDir: join(dir, 'sites'),
    stateDir: join(dir, 'state'),
  };
  mkdirSync(layout.sitesDir, { recursive: true });
  mkdirSync(layout.stateDir, { recursive: true });
  return layout;
}

function renderFile(kind, outFile, variables) {
  // Every SHOP_REMOTE_<NAME> is a remote (render-site.sh): only the site's own count.
  const inherited = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('SHOP_REMOTE_'),
  );
  execFileSync('sh', [renderScript, kind, outFile], {
    env: { ...Object.fromEntries(inherited), ...variables },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function renderMain(layout, { workers = 2, accessLog = 'off' } = {}) {
  renderFile('main', layout.conf, {
    SHOP_NGINX_WORKERS: String(workers),
    SHOP_CLIENT_HEADER_TIMEOUT: '2s',
    SHOP_NGINX_STATE_DIR: layout.stateDir,
    SHOP_NGINX_MIME_TYPES: '/etc/nginx/mime.types',
    SHOP_NGINX_ACCESS_LOG: accessLog,
    SHOP_NGINX_SITES_DIR: layout.sitesDir,
  });
}

/** Renders one site (`kind`: host or remote) and keeps its variables beside it. */
export function renderSite(layout, name, kind, variables) {
  writeFileSync(join(layout.sitesDir, `${name}.json`), JSON.stringify({ kind, variables }));
  renderFile(kind, join(layout.sitesDir, `${name}.conf`), variables);
}

/** Renders a site again with some variables changed (e.g. a remote's manifest URL). */
export function rerenderSite(layout, name, changes) {
  const { kind, variables } = JSON.parse(
    readFileSync(join(layout.sitesDir, `${name}.json`), 'utf8'),
  );
  renderSite(layout, name, kind, { ...variables, ...changes });
}

export const nginxArgs = (layout, ...args) => [
  '-p',
  layout.dir,
  '-c',
  layout.conf,
  '-e',
  'stderr',
  ...args,
];

/** `nginx -t`: throws with nginx's own message when the configuration is invalid. */
export function testConfig(nginx, layout) {
  execFileSync(nginx, nginxArgs(layout, '-q', '-t'), { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Graceful reload: requests in flight finish on the old configuration. */
export function reload(nginx, layout) {
  testConfig(nginx, layout);
  execFileSync(nginx, nginxArgs(layout, '-s', 'reload'), {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
