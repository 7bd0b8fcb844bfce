import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server in a child process (PGlite in a temporary directory), stopped by SIGTERM.
let server: ChildProcess;
let dataDir: string;
let port = 0;
let output = '';
const exited = () =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => resolve(code));
  });
const waitForOutput = async (pattern: RegExp) => {
  while (!pattern.test(output)) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return output.match(pattern) as RegExpMatchArray;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-api-shutdown-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'debug',
      SHUTDOWN_DELAY_MS: '300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  port = Number((await waitForOutput(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1]);
}, 120_000);
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** One request on its own connection; the status, or the connection error's code. */
function get(path: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM turns not ready, stops listening, finishes the request in flight and exits 0', async () => {
    expect((await get('/health/ready')).status).toBe(200);
    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: 'nobody@example.com' });
    let answered: (status: number | undefined) => void = () => {};
    const answer = new Promise<number | undefined>((resolve) => {
      answered = resolve;
    });
    const slow = request(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/forgot-password',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => answered(res.statusCode));
      },
    );
    slow.on('error', () => answered(undefined));
    slow.write(body.slice(0, 5));
    await waitForOutput(
      /incoming request.*\/v1\/forgot-password|\/v1\/forgot-password.*incoming request/,
    );

    server.kill('SIGTERM');
    let ready = await get('/health/ready');
    while (ready.status === 200) ready = await get('/health/ready');
    // Not ready while still listening: a load balancer sees it before connections are refused.
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body ?? '{}')).toMatchObject({ reason: 'shutting-down' });
    // Connections made while it closes may be reset or answered 503; then they are refused.
    let live = await get('/health/live');
    while (live.error !== 'ECONNREFUSED') live = await get('/health/live');
    expect(server.exitCode).toBeNull();

    slow.end(body.slice(5));
    expect(await answer).toBe(200);
    expect(await exited()).toBe(0);
    expect(output).toMatch(/shut down/);
  }, 60_000);
});
