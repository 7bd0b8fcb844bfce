// @ts-check
// One render worker: loads the host's server build in a thread of its own, so each generation of
// remote versions starts with fresh module state, then renders the requests the main thread posts.
// Plain JavaScript: Node 20 runs no TypeScript loader inside worker threads.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ render: (request: unknown) => Promise<unknown> }} ServerRenderModule */

/**
 * The build's exports may sit under `default` and may be a Promise (federation loads async).
 * @param {unknown} value
 * @param {number} depth
 * @returns {Promise<ServerRenderModule>}
 */
async function renderModuleOf(value, depth = 0) {
  const resolved = /** @type {Record<string, unknown> | null} */ (await value);
  if (resolved && typeof resolved.render === 'function')
    return /** @type {ServerRenderModule} */ (/** @type {unknown} */ (resolved));
  if (resolved && 'default' in resolved && depth < 3)
    return renderModuleOf(resolved.default, depth + 1);
  throw new Error(`${workerData.serverBuild} exports no render function`);
}

/** @param {string} file */
async function load(file) {
  try {
    return createRequire(import.meta.url)(file);
  } catch (error) {
    // An ES module build (or a CommonJS file under "type": "module") is imported instead.
    if (/** @type {{ code?: string }} */ (error).code !== 'ERR_REQUIRE_ESM') throw error;
    return import(pathToFileURL(file).href);
  }
}

/**
 * Fetches of a public origin go to its internal address (ORIGIN_MAP, see origin-map.ts): the
 * server build loads remotes and API data by the URLs of the browser's configuration.
 * @param {Record<string, string>} originMap
 */
function mapFetchOrigins(originMap) {
  if (Object.keys(originMap).length === 0) return;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url);
    const internal = originMap[parsed.origin];
    if (!internal) return original(input, init);
    const mapped = `${internal}${parsed.pathname}${parsed.search}`;
    return original(input instanceof Request ? new Request(mapped, input) : mapped, init);
  };
}

const port = parentPort;
if (!port) throw new Error('render-worker.mjs runs as a worker thread only');

mapFetchOrigins(workerData.originMap ?? {});
const server = await renderModuleOf(await load(workerData.serverBuild));
/** @typedef {{ id: number, request: unknown, expiresAt: number }} RenderMessage */
port.on('message', async (/** @type {RenderMessage} */ { id, request, expiresAt }) => {
  // Answered with the static document already (it waited behind slower renders): under load,
  // rendering it anyway would only make the next requests late too.
  if (Date.now() >= expiresAt) return port.postMessage({ id, ok: false, message: 'expired' });
  try {
    port.postMessage({ id, ok: true, result: await server.render(request) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    // `fetch failed` says nothing of what failed: undici puts the address and reason in `cause`.
    const cause = error instanceof Error && error.cause ? ` (cause: ${String(error.cause)})` : '';
    port.postMessage({ id, ok: false, message: `${message}${cause}` });
  }
});
port.postMessage({ ready: true });
