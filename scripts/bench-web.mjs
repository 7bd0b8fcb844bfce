#!/usr/bin/env node
// Web performance benchmark of the built shop (run `pnpm build` first). Not a test: wall-clock
// figures that vary with the machine. Serves the shop on its own ports (host at --base-port,
// remotes on the five ports after it, API at --api-port) and prints, per route: JavaScript
// downloaded (raw, gzip, brotli), request count, CLS, the Lighthouse mobile performance score,
// then the click-to-content time of a remote not loaded yet.
//   pnpm bench:web [--base-port 3100] [--api-port 4300] [--no-lighthouse]
import { chromium } from '@playwright/test';
import { lighthouseScore, startChromiumForLighthouse } from './bench/lighthouse-score.mjs';
import { clickToContent, measureRoute } from './bench/measure-route.mjs';
import { serveBuiltShop } from './bench/serve-built-shop.mjs';

const ROUTES = [
  '/',
  '/categories',
  '/store',
  '/product/1',
  '/cart',
  '/signin',
  '/signup',
  '/terms',
];

/** Links in the header into a remote the home page has not loaded. */
const CLICKS = [
  {
    label: '/ -> /signin (auth)',
    link: 'header a[href="/signin"]',
    content: '[data-remote="auth"]',
  },
  {
    label: '/ -> /card (cart)',
    link: 'header a[href="/card"]',
    content: '[data-remote="cartCheckout"]',
  },
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const basePort = option('base-port', 3100);
const apiPort = option('api-port', 4300);
const withLighthouse = !process.argv.includes('--no-lighthouse');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shop = await serveBuiltShop({ basePort, apiPort });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const lighthouseChrome = withLighthouse
  ? await startChromiumForLighthouse(executablePath, basePort + 99)
  : null;

try {
  console.log(
    '\nroute          JS files   raw KB  gzip KB  br KB  requests  CLS    Lighthouse (LCP, TBT)',
  );
  for (const route of ROUTES) {
    const url = `${shop.origin}${route}`;
    const { js, requests, cls } = await measureRoute(browser, url);
    const lh = lighthouseChrome ? await lighthouseScore(url, lighthouseChrome.port) : null;
    const lighthouse = lh ? `${lh.score} (${(lh.lcpMs / 1000).toFixed(1)} s, ${lh.tbtMs} ms)` : '-';
    console.log(
      `${route.padEnd(14)} ${String(js.files).padStart(8)} ${kb(js.raw).padStart(8)} ${kb(js.gzip).padStart(8)} ${kb(js.brotli).padStart(6)} ${String(requests).padStart(9)}  ${cls.toFixed(3)}  ${lighthouse}`,
    );
  }
  console.log('\nclick to content, remote not loaded yet (median of 3)');
  for (const { label, link, content } of CLICKS) {
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      runs.push(await clickToContent(browser, shop.origin, link, content));
    }
    console.log(
      `  ${label.padEnd(24)} ${Math.round(median(runs))} ms  (runs: ${runs.map(Math.round).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  lighthouseChrome?.close();
  await shop.stop();
}
