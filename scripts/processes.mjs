// Child-process helpers shared by start.mjs and dev.mjs: run, supervise, stop cleanly.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * `run`, with the child's output passed through and the lines that name a failure kept (at most
 * `keep`, the last ones): CI shows only the end of a run, so the summary repeats them there. The
 * child writes to a file that is copied to this process's output as it grows: a pipe from Node is
 * a socket, which nginx cannot open as `/dev/stdout` (its access log in the deploy lint).
 */
export async function runKeepingFailures(command, args, options = {}, keep = 40) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-step-'));
  const file = join(dir, 'output.log');
  const out = openSync(file, 'a');
  const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['inherit', out, out] });
  closeSync(out);
  const failures = [];
  const failure = /(\bFAIL\b|✘|×|AssertionError|Error:|ERR_PNPM|\d+\) \[)/;
  const input = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 16);
  let offset = 0;
  let rest = '';
  const copy = () => {
    for (;;) {
      const read = readSync(input, buffer, 0, buffer.length, offset);
      if (read === 0) return;
      offset += read;
      process.stdout.write(buffer.subarray(0, read));
      const lines = (rest + buffer.toString('utf8', 0, read)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours are stripped
        const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
        if (failure.test(plain) && !plain.includes('[WebServer]'))
          failures.push(plain.slice(0, 300));
        if (failures.length > keep) failures.shift();
      }
    }
  };
  const timer = setInterval(copy, 200);
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  clearInterval(timer);
  copy();
  closeSync(input);
  rmSync(dir, { recursive: true, force: true });
  return { code, failures };
}

const children = new Set();

/**
 * Starts a long-running child in its own process group, so stopping it also stops what it
 * spawned (pnpm -> tsx -> node). `onExit` runs when it ends by itself.
 */
export function startChild(label, command, args, { env, onExit } = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) onExit?.(code, signal);
  });
  return child;
}

let stopping = false;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child (SIGTERM, then SIGKILL after a grace period) and closes the servers. */
export async function stopAll(servers = [], exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  const pending = [...children];
  for (const child of pending) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const child of children) killGroup(child, 'SIGKILL');
  process.exit(exitCode);
}

/** Ctrl-C / SIGTERM stop everything; a crash of this script never leaves children behind. */
export function stopOnSignals(getServers) {
  process.on('SIGINT', () => void stopAll(getServers(), 130));
  process.on('SIGTERM', () => void stopAll(getServers(), 143));
  process.on('exit', () => {
    for (const child of children) killGroup(child, 'SIGKILL');
  });
}
