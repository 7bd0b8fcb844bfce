// Child-process helpers shared by start.mjs and dev.mjs: run, supervise, stop cleanly.
import { spawn } from 'node:child_process';
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
 * `keep`, the last ones): CI shows only the end of a run, so the summary repeats them there.
 */
export function runKeepingFailures(command, args, options = {}, keep = 40) {
  const failures = [];
  const failure = /(\bFAIL\b|✘|×|AssertionError|Error:|ERR_PNPM|\d+\) \[)/;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      ...options,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    const pass = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours are stripped
          const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
          if (failure.test(plain) && !plain.includes('[WebServer]'))
            failures.push(plain.slice(0, 300));
          if (failures.length > keep) failures.shift();
        }
      });
    };
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
    child.on('error', () => resolve({ code: 1, failures }));
  });
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
