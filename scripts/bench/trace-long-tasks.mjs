#!/usr/bin/env node
// Where a page load's main-thread time goes: serves the built shop as `pnpm bench:web` does,
// loads each page twice in Chromium with a CDP trace (no throttling, a phone's viewport, the
// language as its cookie) and prints the tasks over 12 ms (Lighthouse's 4x slowdown makes them
// its 50 ms long tasks) with the events inside each. Not a test: figures vary with the load.
// Each load also gets a blocking time estimated from the tasks' thread time (CPU time, which
// other processes on a shared machine barely change, unlike the wall time Lighthouse sees):
// the sum over main-thread tasks after the first contentful paint of max(0, 4 x CPU - 50 ms),
// Lighthouse's 4x slowdown and long-task threshold; printed last as a table.
//   netns-run node scripts/bench/trace-long-tasks.mjs /store@du /product/1@ar
import { chromium } from '@playwright/test';
import { stopAll } from '../processes.mjs';
import { serveBuiltShop } from './serve-built-shop.mjs';

const paths = process.argv.slice(2);
const estimates = [];
const shop = await serveBuiltShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const spec of paths) {
    const [path, language] = spec.split('@');
    for (let round = 0; round < 2; round += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      await context.addCookies([{ name: 'shop-language', value: language, url: shop.origin }]);
      await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), language);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${shop.origin}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      await cdp.send('Tracing.end');
      await done;
      const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]
        ?.processId;
      const tasks = events.filter(
        (e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 12000 && (!main || e.pid === main),
      );
      const total = tasks.reduce((s, t) => s + t.dur, 0);
      estimates.push({ path, language, round, ...blockingEstimate(events, main) });
      console.log(
        `\n== ${path} ${language} round ${round}: ${tasks.length} tasks over 12 ms, ${Math.round(total / 1000)} ms; blocking(>12ms part) ${Math.round(tasks.reduce((s, t) => s + t.dur - 12000, 0) / 1000)} ms`,
      );
      for (const task of tasks.sort((a, b) => b.dur - a.dur).slice(0, 8)) {
        const inside = events.filter(
          (e) =>
            e.ph === 'X' &&
            e.tid === task.tid &&
            e.pid === task.pid &&
            e.ts >= task.ts &&
            e.ts + e.dur <= task.ts + task.dur &&
            e !== task &&
            e.dur > 2000,
        );
        const desc = inside
          .filter((e) =>
            [
              'FunctionCall',
              'EvaluateScript',
              'v8.compile',
              'ParseHTML',
              'UpdateLayoutTree',
              'Layout',
              'TimerFire',
              'FireAnimationFrame',
              'RunMicrotasks',
              'v8.evaluateModule',
              'EventDispatch',
              'ParseAuthorStyleSheet',
              'MajorGC',
              'MinorGC',
              'V8.GCScavenger',
              'Paint',
              'PrePaint',
            ].includes(e.name),
          )
          .map(
            (e) =>
              `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}:${Math.round(e.dur / 1000)}`,
          )
          .slice(0, 8);
        console.log(
          `  ${Math.round((task.ts - tasks[0].ts) / 1000)} +${Math.round(task.dur / 1000)} ms: ${desc.join(' | ')}`,
        );
      }
      await context.close();
    }
  }
  console.log(
    '\nBlocking time at 4x after the first contentful paint (ms), from CPU and from wall time:',
  );
  console.log('| page | lang | round | from CPU time | from wall time | tasks |');
  console.log('| ---- | ---- | ----- | ------------- | -------------- | ----- |');
  for (const e of estimates)
    console.log(
      `| \`${e.path}\` | ${e.language} | ${e.round} | ${e.fromCpu} | ${e.fromWall} | ${e.tasks} |`,
    );
} finally {
  await browser.close();
  await stopAll([], 0);
}

/** Σ max(0, 4·t − 50 ms) over the renderer main thread's tasks after the first contentful paint. */
function blockingEstimate(events, pid) {
  const mainThread = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  )?.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === mainThread && e.ts >= fcp,
  );
  const blocking = (ms) => Math.max(0, 4 * ms - 50);
  return {
    fromCpu: Math.round(tasks.reduce((sum, t) => sum + blocking((t.tdur ?? t.dur) / 1000), 0)),
    fromWall: Math.round(tasks.reduce((sum, t) => sum + blocking(t.dur / 1000), 0)),
    tasks: tasks.length,
  };
}
