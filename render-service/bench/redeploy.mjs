// "Redeploys" of a remote for the memory benchmark: a copy of the remote's build served by a
// server of our own, whose mf-manifest.json is rewritten with a changed field. The render service
// fingerprints every manifest (src/generations/version-snapshot.ts), so each rewrite makes it
// start a new generation of workers and retire the old one, as a real deploy does.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';

const TYPES = { '.json': 'application/json', '.js': 'text/javascript', '.css': 'text/css' };

/** Reads every file afresh on each request (sirv's production mode would keep the old length). */
function serveDir(dir, port) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = await readFile(join(dir, path));
      const type = Object.entries(TYPES).find(([ext]) => path.endsWith(ext))?.[1];
      response.writeHead(200, {
        'content-type': type ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * @param {string} dist the remote's built dist directory
 * @param {number} port where the copy is served
 */
export async function deployableCopy(dist, port) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-render-bench-remote-'));
  cpSync(dist, dir, { recursive: true });
  const manifest = join(dir, 'mf-manifest.json');
  const original = JSON.parse(readFileSync(manifest, 'utf8'));
  const server = await serveDir(dir, port);
  let deploys = 0;
  const write = () =>
    writeFileSync(manifest, JSON.stringify({ ...original, benchDeploy: deploys }));
  write();
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    redeploy() {
      deploys += 1;
      write();
      return deploys;
    },
    close() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
