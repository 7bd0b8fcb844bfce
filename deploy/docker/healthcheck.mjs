// The containers' health check, with Node's fetch (Debian's slim images have no wget or curl):
// healthy when the URL answers 2xx within 2.5 s. `node healthcheck.mjs URL [FALLBACK_URL]`: the
// fallback is asked only when the first URL answers 404 (an API from before /health/ready).
const [url, fallback] = process.argv.slice(2);
const ask = (target) => fetch(target, { signal: AbortSignal.timeout(2500) });
try {
  let response = await ask(url);
  if (response.status === 404 && fallback) response = await ask(fallback);
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
