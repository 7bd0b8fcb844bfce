// Collects every distinct CSS declaration emotion writes on the built shop's pages in German
// into shared-platform/src/theme/rtl-plugin.declarations.json, the corpus on which
// rtl-plugin.test.ts checks that the platform's right-to-left plugin writes what
// stylis-plugin-rtl writes, and cssjanus's answers for those it could change into
// rtl-plugin.flips.json, the table the plugin looks up before running cssjanus. Run it after `pnpm build` whenever MUI or the shop's styles change
// much (a MUI upgrade): `pnpm collect:rtl-declarations`. It serves the built shop as bench:web
// does (ports 3000-3005 and 4000: stop `pnpm start` first).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { createBenchShopper, productWithImages } from './bench/bench-shopper.mjs';
import { serveBuiltShop } from './bench/serve-built-shop.mjs';
import { stopAll, stopOnSignals } from './processes.mjs';

const OUT = 'shared-platform/src/theme/rtl-plugin.declarations.json';
const FLIPS_OUT = 'shared-platform/src/theme/rtl-plugin.flips.json';
// A TypeScript module of @shop/shared-platform, loaded through tsx (as scripts/shop-layout.mjs).
const { flipsTable } = await tsImport(
  '../shared-platform/src/theme/rtl-flips-table.ts',
  import.meta.url,
);
const PAGES = [
  '/',
  '/store',
  '/best-sellers',
  '/categories',
  '/signin',
  '/signup',
  '/card',
  '/checkout',
  '/my-account',
  '/my-account/orders',
  '/my-account/addresses',
];
/** Widths at which the shop lays out differently (the phone menu, the store's sidebar). */
const WIDTHS = [360, 1280];

/** Records every rule emotion inserts (in production it inserts through `insertRule`). */
function recordInsertedRules() {
  window.__insertedRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function record(rule, index) {
    window.__insertedRules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/** The declarations of `rules` (`margin-left:8px;`), each once, sorted. */
function declarationsOf(rules) {
  const found = new Set();
  for (const rule of rules) {
    for (const match of rule.matchAll(/[{;]([-a-zA-Z]+:[^;{}]+)(?=[;}])/g))
      found.add(`${match[1]};`);
  }
  return [...found].sort();
}

let exitCode = 0;
stopOnSignals(() => []);
try {
  const shop = await serveBuiltShop();
  const { token } = await createBenchShopper(shop.apiUrl);
  const pages = [...PAGES, `/product/${await productWithImages(shop.apiUrl)}`];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rules = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(
      ([signedInToken]) => {
        localStorage.setItem('i18nextLng', 'du');
        localStorage.setItem('token', signedInToken);
      },
      [token],
    );
    await context.addInitScript(recordInsertedRules);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(`${shop.origin}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      rules.push(...(await page.evaluate(() => window.__insertedRules)));
    }
    await context.close();
  }
  await browser.close();
  const declarations = declarationsOf(rules);
  writeFileSync(OUT, `${JSON.stringify(declarations, null, 2)}\n`);
  console.log(`${declarations.length} declarations from ${rules.length} rules written to ${OUT}`);
  const flips = flipsTable(declarations);
  writeFileSync(FLIPS_OUT, `${JSON.stringify(flips, null, 2)}\n`);
  console.log(
    `cssjanus's answers for ${Object.keys(flips).length} of them written to ${FLIPS_OUT}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopAll([], exitCode);
}
