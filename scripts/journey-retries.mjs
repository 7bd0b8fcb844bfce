// The journeys that passed only on their retry, read from Playwright's JSON report: the test
// command lists them at the end of the run, so a retry can keep CI green but never hide a flake.
import { existsSync, readFileSync } from 'node:fs';

/** Titles (`file › title`) of the tests whose outcome was "flaky" in the JSON report at `file`. */
export function journeysNeedingRetry(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        if (run.status === 'flaky') flaky.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return flaky;
}
