// The benchmark's command-line options, so a developer can measure fewer routes while iterating.
import { LANGUAGES, ROUTES } from './bench-routes.mjs';

export const USAGE = `pnpm bench:web [options]
  --no-build            measure the existing dist/ of every package
  --routes /,/card      routes to measure (default: all; /product stands for /product/{id})
  --languages du,ar     languages to measure (default: du,ar)
  --runs 3              Lighthouse runs per route and language (the table shows medians)
  --throttling simulate how Lighthouse slows the page down: simulate (default, its estimate from
                        an unthrottled load) or devtools (the browser really slowed down, each
                        round trip paid; slower, and shows what the estimate leaves out)
  --no-clicks           skip the click-to-content measurement
  --no-warm-up          count from the browser's very first page load (by default one load of
                        the first route open to visitors in each language is made first and not
                        counted)
  --out DIR             where to keep each run's Lighthouse report (default: a new temp dir)
  --record DIR          also write the run's figures as DIR/<date>.json and .md (the repository
                        keeps its runs in docs/benchmarks/web)`;

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Lighthouse's `throttlingMethod`s the benchmark offers. */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

/** `/product` and `/product/{id}` both name the product route. */
const routeKey = (label) => label.replace('/{id}', '');

/**
 * @param {string[]} argv the arguments after the script's name
 * @returns {{ build: boolean, routes: typeof ROUTES, languages: string[], runs: number,
 *   clicks: boolean, warmUp: boolean, out: string | null, record: string | null,
 *   throttling: string }}
 */
export function parseOptions(argv) {
  const options = {
    build: true,
    routes: ROUTES,
    languages: Object.keys(LANGUAGES),
    runs: 3,
    clicks: true,
    warmUp: true,
    out: null,
    record: null,
    throttling: 'simulate',
  };
  const value = (index, name) => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value.`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--no-build') options.build = false;
    else if (argument === '--no-clicks') options.clicks = false;
    else if (argument === '--no-warm-up') options.warmUp = false;
    else if (argument === '--routes') {
      const wanted = list(value(index, argument)).map(routeKey);
      const unknown = wanted.filter(
        (key) => !ROUTES.some((route) => routeKey(route.label) === key),
      );
      if (unknown.length) throw new Error(`Unknown route: ${unknown.join(', ')}.`);
      options.routes = ROUTES.filter((route) => wanted.includes(routeKey(route.label)));
      index += 1;
    } else if (argument === '--languages') {
      options.languages = list(value(index, argument));
      const unknown = options.languages.filter((language) => !(language in LANGUAGES));
      if (unknown.length) throw new Error(`Unknown language: ${unknown.join(', ')}.`);
      index += 1;
    } else if (argument === '--runs') {
      options.runs = Number(value(index, argument));
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error('--runs needs a whole number of at least 1.');
      index += 1;
    } else if (argument === '--throttling') {
      options.throttling = value(index, argument);
      if (!THROTTLING_METHODS.includes(options.throttling))
        throw new Error(`--throttling is one of ${THROTTLING_METHODS.join(', ')}.`);
      index += 1;
    } else if (argument === '--record') {
      options.record = value(index, argument);
      index += 1;
    } else if (argument === '--out') {
      options.out = value(index, argument);
      index += 1;
    } else throw new Error(`Unknown option: ${argument}.`);
  }
  return options;
}
