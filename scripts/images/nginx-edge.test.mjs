// What the images' nginx does at the edge, on this machine's nginx with the configuration the
// containers render (deploy/nginx/render-site.sh): caching of hashed files and their errors,
// precompressed copies that cannot shadow a newer file, one value per security header, HSTS only
// over HTTPS, the request id passed on and logged, and retries for idempotent requests and keyed
// orders only.
//
//   node --test scripts/images/nginx-edge.test.mjs     (a step of pnpm lint:deploy)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  findNginx,
  hostVariables,
  nginxArgs,
  nginxLayout,
  remoteVariables,
  renderMain,
  renderSite,
} from '../nginx/nginx-sites.mjs';

const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-edge-'));
const layout = nginxLayout(dir);
const accessLog = join(dir, 'access.log');
const ports = { host: 0, remote: 0, api: 0 };
/** Requests the two fake API replicas saw: [replica, method, x-request-id]. */
const seen = [];
const replicas = [];
let nginx;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fake API replica that sends helmet's headers; replica 0 answers 503 to everything. */
async function startReplica(index) {
  const server = createServer((request, response) => {
    seen.push([index, request.method, request.headers['x-request-id']]);
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    response.writeHead(index === 0 ? 503 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ replica: index, path: request.url }));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  replicas.push(server);
  return server.address().port;
}

const get = (site, path, headers = {}) =>
  fetch(`http://127.0.0.1:${ports[site]}${path}`, { headers, redirect: 'manual' });

before(async () => {
  const nginxPath = findNginx();
  assert.ok(nginxPath, 'nginx is needed (apt-get install nginx libnginx-mod-http-brotli-static)');
  chmodSync(dir, 0o755);
  for (const site of Object.keys(ports)) ports[site] = await freePort();
  const root = join(dir, 'site');
  for (const folder of ['static/js', 'releases/r2/static/js', 'locales/du'])
    mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, 'static/js/app.1234.js'), 'console.log(1);\n');
  writeFileSync(join(root, 'releases/r2/static/js/app.5678.js'), 'console.log(2);\n');
  writeFileSync(join(root, 'releases/r2/mf-manifest.json'), '{"release":2}');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shop</title>');
  // A deploy that replaced the manifest but left the previous release's compressed copies.
  const old = JSON.stringify({ release: 'old', padding: 'x'.repeat(400) });
  writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ release: 'new' }));
  writeFileSync(join(root, 'mf-manifest.json.br'), brotliCompressSync(old));
  writeFileSync(join(root, 'mf-manifest.json.gz'), gzipSync(old));

  const replicaPorts = [await startReplica(0), await startReplica(1)];
  // A server group named like the service: nginx looks the variable's name up among its
  // upstream blocks before asking a resolver, so this stands for a service with two replicas
  // (max_fails=0: the failing one keeps its turn, so a POST meets it).
  writeFileSync(
    join(layout.sitesDir, 'replicas.conf'),
    `upstream shop-api-replicas {\n${replicaPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;\n`).join('')}}\n`,
  );
  renderMain(layout, { workers: 1, accessLog });
  const origin = (port) => `http://localhost:${port}`;
  renderSite(
    layout,
    'remote',
    'remote',
    remoteVariables({ port: ports.remote, root, allowedOrigins: [origin(ports.host)] }),
  );
  const remotes = ['catalog', 'product', 'cartCheckout', 'account', 'auth', 'seller'];
  const config = {
    apiBaseUrl: origin(ports.api),
    storageBaseUrl: `${origin(ports.api)}/storage/`,
    remotes: Object.fromEntries(remotes.map((name) => [name, `${origin(ports.remote)}/m.json`])),
  };
  renderSite(
    layout,
    'host',
    'host',
    hostVariables({
      port: ports.host,
      root,
      runtimeDir: join(dir, 'runtime'),
      config,
      // The API at the host's own /api/ (decision 0017): the replica that answers.
      api: `127.0.0.1:${replicaPorts[1]}`,
    }),
  );
  renderSite(layout, 'api', 'api', {
    SHOP_LISTEN_PORT: String(ports.api),
    SHOP_API_UPSTREAM: 'shop-api-replicas',
    SHOP_DNS_RESOLVER: '127.0.0.1',
  });
  nginx = spawn(nginxPath, nginxArgs(layout, '-g', 'daemon off;'), { stdio: 'inherit' });
  for (let attempt = 0; ; attempt++) {
    const up = await get('remote', '/index.html').then(
      () => true,
      () => false,
    );
    if (up) break;
    assert.ok(attempt < 100, 'nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

after(async () => {
  nginx?.kill();
  for (const server of replicas) server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('hashed files are kept for a year, at the root and in a release folder; errors never', async () => {
  for (const path of ['/static/js/app.1234.js', '/releases/r2/static/js/app.5678.js']) {
    const response = await get('remote', path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  }
  for (const [site, path] of [
    ['remote', '/static/js/missing.js'],
    ['remote', '/releases/r2/static/js/missing.js'],
    ['host', '/static/js/missing.js'],
  ]) {
    const response = await get(site, path);
    assert.equal(response.status, 404, `${site} ${path}`);
    assert.equal(response.headers.get('cache-control'), 'no-store', `${site} ${path}`);
  }
  const manifest = await get('remote', '/releases/r2/mf-manifest.json');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
});

test('a replaced manifest is served, never an older compressed copy left beside it', async () => {
  for (const encoding of ['br, gzip', 'gzip', 'identity']) {
    const response = await get('remote', '/mf-manifest.json', { 'Accept-Encoding': encoding });
    assert.deepEqual(await response.json(), { release: 'new' }, encoding);
  }
});

test('HSTS only over HTTPS (or behind a TLS proxy), and one value per security header', async () => {
  for (const site of ['host', 'remote', 'api']) {
    const plain = await get(site, '/index.html');
    assert.equal(plain.headers.get('strict-transport-security'), null, site);
    const tls = await get(site, '/index.html', { 'X-Forwarded-Proto': 'https' });
    assert.equal(
      tls.headers.get('strict-transport-security'),
      'max-age=63072000; includeSubDomains',
    );
  }
  const api = await get('api', '/products');
  assert.equal(api.headers.get('referrer-policy'), 'no-referrer');
  assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(
    (await get('host', '/index.html')).headers.get('referrer-policy'),
    'strict-origin-when-cross-origin',
  );
});

test("the request id reaches the API (the caller's when sane) and the JSON access log", async () => {
  seen.length = 0;
  await get('api', '/products?token=secret-reset-token', { 'X-Request-Id': 'trace-0123456789' });
  await get('api', '/products', { 'X-Request-Id': 'not sane; <script>' });
  const ids = seen.filter(([replica]) => replica === 1).map(([, , id]) => id);
  assert.equal(ids[0], 'trace-0123456789');
  assert.match(ids[1], /^[0-9a-f]{32}$/);
  // nginx writes its log line once the answer is sent: wait for both requests' lines.
  const logged = () =>
    readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  let lines = logged();
  for (
    let attempt = 0;
    !ids.every((id) => lines.some((line) => line.request_id === id));
    attempt++
  ) {
    assert.ok(attempt < 100, 'nginx did not log both requests');
    await new Promise((resolve) => setTimeout(resolve, 20));
    lines = logged();
  }
  const traced = lines.find((line) => line.request_id === 'trace-0123456789');
  assert.ok(traced, 'the access log names the request id');
  assert.equal(traced.path, '/products');
  assert.equal(traced.method, 'GET');
  assert.ok(!readFileSync(accessLog, 'utf8').includes('secret-reset-token'));
  assert.ok(lines.some((line) => line.request_id === ids[1]));
});

test('a failed replica is retried for GET, never for POST (an order is not placed twice)', async () => {
  seen.length = 0;
  for (let i = 0; i < 4; i++) assert.equal((await get('api', `/products/${i}`)).status, 200);
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`http://127.0.0.1:${ports.api}/orders`, {
      method: 'POST',
      body: '{}',
    });
    statuses.push(response.status);
  }
  assert.equal(seen.filter(([, method]) => method === 'POST').length, 4, 'each POST sent once');
  assert.ok(statuses.includes(503), 'a POST the failing replica got is answered, not retried');
});

test('an order with an Idempotency-Key is retried on another replica; one without is not', async () => {
  const order = (headers) =>
    fetch(`http://127.0.0.1:${ports.api}/v1/place-order`, { method: 'POST', body: '{}', headers });
  seen.length = 0;
  const keyed = [];
  for (let i = 0; i < 4; i++)
    keyed.push((await order({ 'Idempotency-Key': `key-${i}-abcdef` })).status);
  assert.deepEqual(
    keyed,
    [200, 200, 200, 200],
    'a keyed order that met the failing replica is retried',
  );
  assert.ok(
    seen.some(([replica, method]) => replica === 0 && method === 'POST'),
    'it met it',
  );
  const plain = [];
  for (let i = 0; i < 4; i++) plain.push((await order({})).status);
  assert.ok(plain.includes(503), 'an order without a key is answered, not retried');
});

test('the host passes /api/ to the API without the prefix, a POST once, with the cookie', async () => {
  const read = await get('host', '/api/v1/cart?page=2', { cookie: 'shop-session=abc' });
  assert.equal(read.status, 200);
  assert.deepEqual(await read.json(), { replica: 1, path: '/v1/cart?page=2' });
  const before = seen.length;
  const write = await fetch(`http://127.0.0.1:${ports.host}/api/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'shop-session=abc' },
    body: '{"product_id":1}',
  });
  assert.equal(write.status, 200);
  assert.deepEqual(
    seen.slice(before).map(([replica, method]) => [replica, method]),
    [[1, 'POST']],
  );
  // Not the document's POST bounce (303), nor its policy: the API's own answer.
  assert.equal(write.headers.get('content-security-policy'), null);
});
