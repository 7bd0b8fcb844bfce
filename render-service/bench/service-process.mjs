// The render service the benchmark measures, started on its own port with settings of its own
// (no document cache, a fast version poll, one remote served from a deployable copy), and the
// figures read from outside it: its generation (GET /readyz) and its memory (/proc).
import { readFileSync } from 'node:fs';
import { startChild, stopAll } from '../../scripts/processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ port: number, runtimeConfigFile: string, publicOrigin: string }} options
 */
export function startRenderService({ port, runtimeConfigFile, publicOrigin }) {
  const origin = `http://127.0.0.1:${port}`;
  // `node --import tsx` rather than the package's `tsx` command: the measured process is this one,
  // with its worker threads, not a launcher in front of it.
  const child = startChild(
    'render-bench',
    'node',
    ['--import', 'tsx', 'render-service/src/main.ts', '--public=false'],
    {
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: publicOrigin,
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
        DOCUMENT_CACHE_MS: '0',
        VERSION_POLL_MS: '500',
        LOG_LEVEL: 'warn',
      },
      onExit: (code, signal) => {
        console.error(`The measured render service stopped (${signal ?? `exit code ${code}`}).`);
        void stopAll([], 1);
      },
    },
  );

  /** The fingerprint of the generation that serves, or null while none does. */
  const generation = async () => {
    try {
      const response = await fetch(`${origin}/readyz`);
      return response.ok ? (await response.json()).generation : null;
    } catch {
      return null;
    }
  };

  return {
    origin,
    generation,
    /** Resolves with the serving generation once it differs from `previous` (null: any). */
    async nextGeneration(previous, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const current = await generation();
        if (current && current !== previous) return current;
        await sleep(250);
      }
      throw new Error(`No new generation within ${timeoutMs / 1000} s (was ${previous}).`);
    },
    /** Resident memory of the service with its worker threads (one process), in MB. */
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
      return {
        rssMb: field('VmRSS') / 1024,
        peakRssMb: field('VmHWM') / 1024,
        threads: field('Threads'),
      };
    },
  };
}
