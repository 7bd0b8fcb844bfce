#!/usr/bin/env node
// The whole test suite: lint, deploy lint, typecheck, unit tests, build, JavaScript budgets of the
// build, then the e2e journeys in Chromium, once, against the shop served by nginx with the
// production configuration (and on PostgreSQL when E2E_DATABASE_URL is set, as in CI).
// With SHOP_TEST_IMAGES=1 (off in CI for now, see .ci/run), last: the images built with Podman from this
// build (SHOP_WORKSPACE=prebuilt), the compose stack started and its smoke journey run
// (`pnpm test:images`; its cost is in docs/operations/images.md).
// With SHOP_TEST_REPRODUCIBLE=1 (CI's default too), after the build: the host and the auth remote
// built again from HEAD in a folder at another path and compared with this build byte for byte
// (docs/operations/reproducible-builds.md, where its cost is measured).
// Every step runs (so one report shows all problems); the exit code is non-zero if any failed.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeysNeedingRetry } from './journey-retries.mjs';
import { findNginx, NGINX_INSTALL_HINT } from './nginx/nginx-sites.mjs';
import { runKeepingFailures } from './processes.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The journeys run against nginx unless SHOP_E2E_SERVER=node (see e2e/playwright.config.ts).
const needsNginx = process.env.SHOP_E2E_SERVER !== 'node';
const steps = [
  { name: 'lint', args: ['lint'] },
  // nginx -t on every rendered site, the Dockerfiles and docker-compose.yml.
  { name: 'deploy lint', args: ['lint:deploy'] },
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'unit tests', args: ['test:unit'] },
  { name: 'build', args: ['build'] },
  { name: 'budgets', args: ['check:budgets'], needs: ['build'] },
  { name: 'e2e journeys', args: ['test:e2e'], needs: ['build'] },
];
const journeyResults = join(mkdtempSync(join(tmpdir(), 'shop-journeys-')), 'results.json');
steps.find((step) => step.name === 'e2e journeys').env = { SHOP_E2E_RESULTS: journeyResults };
if (process.env.SHOP_TEST_IMAGES === '1') {
  steps.push({
    name: 'images',
    args: ['test:images'],
    needs: ['build'],
    env: { SHOP_WORKSPACE: process.env.SHOP_WORKSPACE ?? 'prebuilt' },
  });
}
if (process.env.SHOP_TEST_REPRODUCIBLE === '1') {
  // Right after the budgets: it reads the build before anything else runs from it.
  steps.splice(steps.findIndex((step) => step.name === 'budgets') + 1, 0, {
    name: 'reproducible',
    args: [
      'exec',
      'node',
      'scripts/ops/check-reproducible.mjs',
      '--reuse-build',
      '--filter',
      './host-shell',
      '--filter',
      './mfe-auth',
    ],
    needs: ['build'],
  });
}

const results = new Map();
/** Minutes each step took: CI has 45 minutes for all of them, so the summary shows where they go. */
const minutesOf = new Map();
/** The lines naming failures of each failed step, repeated at the end (CI shows the end). */
const failuresOf = new Map();
for (const step of steps) {
  const blocker = step.needs?.find((name) => results.get(name) !== 'passed');
  if (blocker) {
    results.set(step.name, `skipped (${blocker} failed)`);
    continue;
  }
  if (step.name === 'e2e journeys' && !existsSync(chromium)) {
    console.error(
      `\nChromium not found at ${chromium}. Install it with "sudo apt-get install chromium" ` +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium/Chrome binary.',
    );
    results.set(step.name, 'failed (no Chromium)');
    continue;
  }
  if (step.name === 'e2e journeys' && needsNginx && !findNginx()) {
    console.error(`\nThe journeys are served by nginx, which was not found. ${NGINX_INSTALL_HINT}`);
    results.set(step.name, 'failed (no nginx)');
    continue;
  }
  console.log(`\n=== ${step.name}: pnpm ${step.args.join(' ')}`);
  const startedAt = Date.now();
  const { code, failures } = await runKeepingFailures('pnpm', step.args, {
    env: { ...process.env, ...step.env },
  });
  minutesOf.set(step.name, (Date.now() - startedAt) / 60_000);
  results.set(step.name, code === 0 ? 'passed' : `failed (exit code ${code})`);
  if (code !== 0) failuresOf.set(step.name, failures);
}

for (const [name, lines] of failuresOf) {
  console.log(`\nWhat failed in "${name}" (its lines naming a failure, the last ${lines.length}):`);
  for (const line of lines) console.log(`  ${line}`);
}
const retried = journeysNeedingRetry(journeyResults);
if (retried.length > 0) {
  console.log(
    `\nJourneys that passed only on their retry (${retried.length}): mend them, do not keep them`,
  );
  for (const title of retried) console.log(`  ${title}`);
}
console.log('\nSummary');
for (const [name, result] of results) {
  const minutes = minutesOf.has(name) ? `${minutesOf.get(name).toFixed(1).padStart(5)} min  ` : '';
  console.log(`  ${name.padEnd(14)} ${minutes}${result}`);
}
if (results.has('e2e journeys')) console.log(`  journeys that needed a retry: ${retried.length}`);
const passed = [...results.values()].filter((result) => result === 'passed').length;
// The plain closing line CI reads: steps passed and failed.
console.log(`steps: ${passed} passed, ${results.size - passed} failed`);
process.exit(passed === results.size ? 0 : 1);
