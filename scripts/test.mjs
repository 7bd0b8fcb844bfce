#!/usr/bin/env node
// The whole test suite: lint, deploy lint, typecheck, unit tests, build, JavaScript budgets of the
// build, then the e2e journeys in Chromium, once, against the shop served by nginx with the
// production configuration (and on PostgreSQL when E2E_DATABASE_URL is set, as in CI).
// With SHOP_TEST_IMAGES=1 (CI's default), last: the images built with Podman from this build
// (SHOP_WORKSPACE=prebuilt), the compose stack started and its smoke journey run
// (`pnpm test:images`; its cost is in docs/operations/images.md). Their base images are made in
// the background from the start, beside the first steps (downloads and unpacking, mostly).
// With SHOP_TEST_REPRODUCIBLE=1 (CI's default too), after the build: the host and the auth remote
// built again from HEAD in a folder at another path and compared with this build byte for byte
// (docs/operations/reproducible-builds.md, where its cost is measured).
// Every step runs (so one report shows all problems); the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeysNeedingRetry } from './journey-retries.mjs';
import { findNginx, NGINX_INSTALL_HINT } from './nginx/nginx-sites.mjs';
import { repoRoot, runKeepingFailures } from './processes.mjs';

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
/**
 * The base images (a Debian made with mmdebstrap, Node, nginx, PostgreSQL, MailDev) need no
 * build of the shop: made while lint, typecheck and the unit tests run, they cost the images'
 * step nothing (cold, about 6 minutes on two busy cores). Resolves with the script's exit code.
 */
function startBaseImages() {
  const log = join(mkdtempSync(join(tmpdir(), 'shop-base-images-')), 'output.log');
  const out = openSync(log, 'a');
  const child = spawn(join(repoRoot, 'scripts/images/make-base-images.sh'), [], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  console.log(`(base images for the images' step: made in the background, log in ${log})`);
  return new Promise((resolve) => {
    child.on('error', () => resolve({ code: 1, log }));
    child.on('exit', (code) => resolve({ code: code ?? 1, log }));
  });
}

if (process.env.SHOP_TEST_IMAGES === '1') {
  const baseImages = startBaseImages();
  steps.push({
    name: 'images',
    args: ['test:images'],
    needs: ['build'],
    env: { SHOP_WORKSPACE: process.env.SHOP_WORKSPACE ?? 'prebuilt' },
    // Waits for the base images (their minutes count here); a failure there fails this step.
    before: async () => {
      const { code, log } = await baseImages;
      if (code !== 0) process.stdout.write(readFileSync(log, 'utf8'));
      return code === 0 ? null : `failed (base images, exit code ${code})`;
    },
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
  const refused = await step.before?.();
  if (refused) {
    results.set(step.name, refused);
    continue;
  }
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
