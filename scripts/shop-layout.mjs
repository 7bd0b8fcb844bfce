// Where each part of the shop lives and on which port it runs (host 3000, remotes 3001-3005, API 4000).
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

export const HOST = { name: 'host-shell', filter: '@shop/host-shell', port: 3000 };

export const REMOTES = [
  { name: 'mfe-catalog', filter: '@shop/mfe-catalog', port: 3001 },
  { name: 'mfe-product', filter: '@shop/mfe-product', port: 3002 },
  { name: 'mfe-cart-checkout', filter: '@shop/mfe-cart-checkout', port: 3003 },
  { name: 'mfe-account', filter: '@shop/mfe-account', port: 3004 },
  { name: 'mfe-auth', filter: '@shop/mfe-auth', port: 3005 },
];

export const API = { name: 'shop-api', filter: '@shop/shop-api', port: 4000 };

export const distOf = (app) => join(repoRoot, app.name, 'dist');

export function printUrls() {
  console.log('\nThe shop is running:');
  console.log(`  ${'shop'.padEnd(18)} http://localhost:${HOST.port}`);
  for (const remote of REMOTES)
    console.log(`  ${remote.name.padEnd(18)} http://localhost:${remote.port}`);
  console.log(`  ${API.name.padEnd(18)} http://localhost:${API.port}  (docs: /docs)`);
  console.log('Press Ctrl-C to stop.\n');
}

/** Polls a URL until it answers 2xx (the API seeds its database on first start). */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
