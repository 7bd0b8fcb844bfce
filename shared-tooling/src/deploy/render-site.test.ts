// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '@shop/shared-contracts/remotes/remote-manifest';
import { describe, expect, it } from 'vitest';

// deploy/nginx/render-site.sh is what each image runs at start: it writes the host's
// runtime-config.json and Content-Security-Policy from the environment.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(repoRoot, 'deploy', 'nginx', 'render-site.sh');
const localConfig = JSON.parse(
  readFileSync(join(repoRoot, 'host-shell', 'public', 'runtime-config.json'), 'utf8'),
) as {
  apiBaseUrl: string;
  storageBaseUrl: string;
  remotes: Record<string, string>;
  contact: { customerSupportEmail: string; vendorSupportEmail: string; hours: string };
};

const variableOf = (remote: string) =>
  `SHOP_REMOTE_${remote.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

function renderHost(overrides: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'render-site-test-'));
  const env = {
    PATH: process.env.PATH,
    SHOP_LISTEN_PORT: '8080',
    SHOP_SITE_ROOT: dir,
    SHOP_RUNTIME_DIR: dir,
    SHOP_API_BASE_URL: localConfig.apiBaseUrl,
    SHOP_STORAGE_BASE_URL: localConfig.storageBaseUrl,
    ...Object.fromEntries(
      Object.entries(localConfig.remotes).map(([name, url]) => [variableOf(name), url]),
    ),
    ...overrides,
  };
  execFileSync('sh', [script, 'host', join(dir, 'host.conf')], { env, stdio: 'pipe' });
  return {
    config: JSON.parse(readFileSync(join(dir, 'runtime-config.json'), 'utf8')),
    site: readFileSync(join(dir, 'host.conf'), 'utf8'),
  };
}

describe('render-site.sh host', () => {
  it('writes the runtime configuration of every remote of the manifest from the environment', () => {
    const { config } = renderHost({
      SHOP_CONTACT_CUSTOMER_EMAIL: localConfig.contact.customerSupportEmail,
      SHOP_CONTACT_VENDOR_EMAIL: localConfig.contact.vendorSupportEmail,
      SHOP_CONTACT_HOURS: localConfig.contact.hours,
    });
    expect(config).toEqual(localConfig);
    expect(Object.keys(config.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('names a remote from any SHOP_REMOTE_<NAME> variable, so a new remote needs no change here', () => {
    const url = 'https://gift.shop.example/mf-manifest.json';
    const { config } = renderHost({ SHOP_REMOTE_GIFT_CARDS: url });
    expect(config.remotes).toEqual({ ...localConfig.remotes, giftCards: url });
  });

  it('adds the contact details that are set, and only those', () => {
    const { config } = renderHost({
      SHOP_CONTACT_CUSTOMER_EMAIL: 'help@shop.example',
      SHOP_CONTACT_HOURS: 'Mo-Fr 9-18',
    });
    expect(config.contact).toEqual({
      customerSupportEmail: 'help@shop.example',
      hours: 'Mo-Fr 9-18',
    });
    expect(renderHost().config.contact).toBeUndefined();
    expect(() => renderHost({ SHOP_CONTACT_HOURS: '24/7", "x": "y' })).toThrow(
      /SHOP_CONTACT_HOURS/,
    );
  });

  it('allows previews of files the shopper picks (blob: pictures) but no inline script', () => {
    expect(renderHost().site).toMatch(/img-src 'self' data: blob: /);
  });

  it('lists exactly the configured origins in the policy, once each', () => {
    const { site } = renderHost({
      SHOP_API_BASE_URL: 'http://localhost:4000',
      SHOP_REMOTE_AUTH: 'https://auth.shop.example/r/7/mf-manifest.json',
    });
    // In the order of the variables' names: SHOP_REMOTE_ACCOUNT, _AUTH, _CART_CHECKOUT, ...
    const remotes =
      'http://localhost:3004 https://auth.shop.example http://localhost:3003 http://localhost:3001 http://localhost:3002 http://localhost:3006';
    expect(site).toContain(`script-src 'self' ${remotes};`);
    expect(site).toContain(`connect-src 'self' http://localhost:4000 ${remotes};`);
    expect(site).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('has the document open the connections to the remotes, the API and the picture storage early', () => {
    const { site } = renderHost({
      SHOP_API_BASE_URL: 'http://localhost:4000',
      SHOP_STORAGE_BASE_URL: 'https://files.shop.example/storage/',
      // Two remotes on one origin, and one beside the API: each connection is opened once.
      SHOP_REMOTE_PRODUCT: 'http://localhost:3001/product/mf-manifest.json',
      SHOP_REMOTE_AUTH: 'http://localhost:4000/auth/mf-manifest.json',
    });
    const cors = [
      'http://localhost:3004',
      'http://localhost:4000',
      'http://localhost:3003',
      'http://localhost:3001',
      'http://localhost:3006',
    ].map((origin) => `<${origin}>; rel=preconnect; crossorigin`);
    expect(site).toContain(
      `add_header Link "${cors.join(', ')}, <https://files.shop.example>; rel=preconnect" always;`,
    );
  });

  it("serves the API at the site's own /api/ when SHOP_API_UPSTREAM names it, and opens no connection for it", () => {
    const { config, site } = renderHost({
      SHOP_API_BASE_URL: 'https://shop.example/api',
      SHOP_API_UPSTREAM: 'api-proxy:8080',
      SHOP_DNS_RESOLVER: '10.89.0.1',
    });
    expect(config.apiBaseUrl).toBe('https://shop.example/api');
    const location = /location \/api\/ \{[^}]*\}/.exec(site)?.[0] ?? '';
    expect(location).toContain('resolver 10.89.0.1 valid=1s ipv6=off;');
    expect(location).toContain('set $shop_api_upstream "api-proxy:8080";');
    expect(location).toContain('rewrite ^/api(/.*)$ $1 break;');
    expect(location).toContain('proxy_pass http://$shop_api_upstream;');
    // Never a POST sent twice (no non_idempotent).
    expect(location).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(site).not.toContain('<https://shop.example>; rel=preconnect');
    expect(renderHost().site).not.toContain('location /api/');
    expect(() => renderHost({ SHOP_API_UPSTREAM: 'http://api:4000' })).toThrow(
      /SHOP_API_UPSTREAM must be host:port/,
    );
  });

  it('keeps no document for a request that names a shopper (Bearer, session or cart cookie)', () => {
    const { site } = renderHost({ SHOP_RENDER_UPSTREAM: 'render:3020' });
    expect(site).toContain('proxy_cache_bypass $http_authorization $shop_personal;');
    expect(site).toContain(
      'proxy_no_cache $http_authorization $shop_personal $shop_document_not_rendered;',
    );
  });

  it('refuses a value that could break out of the policy or the JSON', () => {
    const render = () =>
      renderHost({ SHOP_API_BASE_URL: "https://api.example; script-src 'unsafe-inline'" });
    expect(render).toThrow(/SHOP_API_BASE_URL must be an http\(s\) URL/);
    expect(() => renderHost({ SHOP_REMOTE_CATALOG: '' })).toThrow(/SHOP_REMOTE_CATALOG/);
  });
});
