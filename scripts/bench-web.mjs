#!/usr/bin/env node
// Web performance benchmark of the production build: builds the shop, serves it through nginx
// as the e2e suite does (the shop's ports 3000-3005 and 4000: run it instead of `pnpm start`),
// runs Lighthouse's mobile preset on every measured route in German and Arabic (the signed-in
// routes as a shopper of its own with items in the cart), and prints a Markdown table of the
// medians, then the click-to-content time of a remote not loaded yet. Not a test: wall-clock
// figures that vary with the machine and its load, which the output states. It fails (exit 1)
// when a document is the static fallback instead of a server-rendered page.
//   pnpm bench:web [--no-build] [--routes /,/card] [--languages du] [--runs 1] [--no-clicks]
//                  [--no-warm-up]
//                  [--throttling devtools] [--out DIR] [--record docs/benchmarks/web]
//   (scripts/bench/options.mjs explains each)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { pageStateProblems, pathOf, ROUTES } from './bench/bench-routes.mjs';
import { createBenchShopper, productWithImages } from './bench/bench-shopper.mjs';
import { connectStorage } from './bench/browser-storage.mjs';
import { clickToContent } from './bench/click-to-content.mjs';
import { runLighthouse, startChromiumForLighthouse } from './bench/lighthouse-score.mjs';
import { parseOptions, USAGE } from './bench/options.mjs';
import { recordRun } from './bench/record-run.mjs';
import { serveBuiltShop } from './bench/serve-built-shop.mjs';
import { expectServerRendered } from './bench/server-rendered.mjs';
import { formatTable, median, medianFigures } from './bench/summary.mjs';
import { run, stopAll, stopOnSignals } from './processes.mjs';

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

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.build && (await run('pnpm', ['build'])) !== 0) process.exit(1);

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = options.out ?? mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
mkdirSync(out, { recursive: true });
/** The machine's load (1, 5 and 15 minutes, as `uptime` prints it): other work shares the CPU. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const slug = (label) => label.replace(/[/{}]+/g, '-').replace(/^-|-$/g, '') || 'home';
let lighthouseChrome;
// Ctrl-C stops the Lighthouse Chromium with nginx and the API (`close` is called on each).
const closeOnStop = () => (lighthouseChrome ? [lighthouseChrome] : []);
stopOnSignals(closeOnStop);

let exitCode = 0;
try {
  const shop = await serveBuiltShop();
  const productId = await productWithImages(shop.apiUrl);
  const shopper = options.routes.some((route) => route.signedIn)
    ? await createBenchShopper(shop.apiUrl)
    : null;
  // Fail before measuring anything if the documents are the static fallback.
  await expectServerRendered(
    shop.origin,
    options.routes.flatMap((route) =>
      options.languages.map((language) => ({ path: pathOf(route, productId), language })),
    ),
  );
  lighthouseChrome = await startChromiumForLighthouse(executablePath);
  const storage = await connectStorage(lighthouseChrome.port);
  const startedAt = new Date();
  const startLoad = load();
  const measured = new Map();
  const problems = [];

  // A freshly started Chromium's first page load in a language pays once for what every later
  // load reuses (its processes, fonts, the language's ICU data): it measured 84 where the same
  // page's next loads measured 91 and 98 (2026-11-28T0015), so it is made first and not counted.
  if (options.warmUp) {
    // A route open to visitors (the warm-up has no session), measured if one is.
    const route = options.routes.find(({ signedIn }) => !signedIn) ?? ROUTES[0];
    for (const language of options.languages) {
      await storage.prepare(shop.origin, { i18nextLng: language }, { 'shop-language': language });
      const url = `${shop.origin}${pathOf(route, productId)}`;
      const { figures } = await runLighthouse(
        url,
        lighthouseChrome.port,
        undefined,
        options.throttling,
      );
      console.log(
        `warm-up ${language} (not counted): perf ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms`,
      );
    }
  }

  // Run after run over all pages, so a busy moment of the machine spreads over every row.
  for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
    for (const route of options.routes) {
      for (const language of options.languages) {
        const path = pathOf(route, productId);
        const items = { i18nextLng: language, ...(route.signedIn ? { token: shopper.token } : {}) };
        // The cookie names the document's language to the render service, as the toggle does.
        await storage.prepare(shop.origin, items, { 'shop-language': language });
        const { figures, state, lhr } = await runLighthouse(
          `${shop.origin}${path}`,
          lighthouseChrome.port,
          route.marker,
          options.throttling,
        );
        const name = `${language}-${slug(route.label)}-${runIndex}.json`;
        writeFileSync(join(out, name), JSON.stringify(lhr));
        const wrong = pageStateProblems(
          state instanceof Error ? undefined : state,
          route,
          path,
          language,
        );
        const key = `${route.label} ${language}`;
        if (!measured.has(key)) measured.set(key, { route: route.label, language, runs: [] });
        if (wrong.length) problems.push(`${key} run ${runIndex}: ${wrong.join('; ')} (left out)`);
        else measured.get(key).runs.push({ ...figures, load: loadavg()[0] });
        console.log(
          `${key} run ${runIndex}/${options.runs}: perf ${figures.performance}, a11y ${figures.accessibility}, LCP ${(figures.lcpMs / 1000).toFixed(1)} s, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms (load ${load()})${wrong.length ? ` NOT THE INTENDED PAGE: ${wrong.join('; ')}` : ''}`,
        );
      }
    }
  }

  const rows = [...measured.values()].map(({ route, language, runs }) => ({
    route: route.replace('{id}', String(productId)),
    language,
    figures: medianFigures(runs),
    runs,
  }));
  const cpu = cpus();
  const header = `Lighthouse mobile (${options.throttling === 'simulate' ? 'simulated' : 'applied'} throttling), median of ${options.runs}, server-rendered documents; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} shared with other work; load (1, 5, 15 min) ${startLoad} at start, ${load()} at end.`;
  console.log(`\n${header} Reports: ${out}\n`);
  console.log(formatTable(rows));
  if (problems.length) {
    exitCode = 1;
    console.log(`\nRuns that did not measure the intended page:\n  ${problems.join('\n  ')}`);
  }
  if (options.record) {
    const settings = {
      runs: options.runs,
      throttling: options.throttling,
      warmUp: options.warmUp,
      productId,
    };
    const file = recordRun(options.record, { startedAt, header, rows, problems, settings });
    console.log(`\nRecorded: ${file} (and .json)`);
  }

  if (options.clicks) {
    console.log('\nclick to content, remote not loaded yet, no throttling (median of 3)');
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    for (const way of ['cold', 'pointed']) {
      for (const { label, link, content } of CLICKS) {
        const runs = [];
        for (let index = 0; index < 3; index += 1) {
          runs.push(await clickToContent(browser, shop.origin, link, content, way));
        }
        console.log(
          `  ${`${label}, ${way}`.padEnd(32)} ${Math.round(median(runs))} ms  (runs: ${runs.map(Math.round).join(', ')})`,
        );
      }
    }
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopAll(closeOnStop(), exitCode);
}
