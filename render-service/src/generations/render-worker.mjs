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

const port = parentPort;
if (!port) throw new Error('render-worker.mjs runs as a worker thread only');

const server = await renderModuleOf(await load(workerData.serverBuild));
port.on('message', async (/** @type {{ id: number, request: unknown }} */ { id, request }) => {
  try {
    port.postMessage({ id, ok: true, result: await server.render(request) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id, ok: false, message });
  }
});
port.postMessage({ ready: true });
