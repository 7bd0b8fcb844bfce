import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Server {
  url: string;
  /** The words after `READY <url>` in the server's first line. */
  info: string[];
  stop(): Promise<void>;
}

/**
 * Starts `bench/<script>` as its own Node process (tsx loader) and waits for its `READY` line.
 * With `cpuProfileDir` the process writes a V8 CPU profile there when it stops.
 */
export function startServer(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
  cpuProfileDir?: string,
): Promise<Server> {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...profile, join(benchDir, script), String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /READY (\S+)(.*)\n/.exec(output);
      if (!line?.[1]) return;
      child.removeAllListeners('exit');
      resolve({
        url: line[1],
        info: (line[2] ?? '').trim().split(/\s+/),
        stop: () => stopProcess(child),
      });
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

/** One autocannon run in a separate process (its CLI), so it does not share the server's loop. */
export function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const headers = Object.entries(options.headers).flatMap(([key, value]) => [
    '-H',
    `${key}=${value}`,
  ]);
  const args = ['-j', '-n', '-c', String(options.connections), '-d', String(options.seconds)];
  const child = spawn(process.execPath, [autocannonCli, ...args, ...headers, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
