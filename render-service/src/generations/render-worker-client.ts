/**
 * The main thread's handle on one render worker (`render-worker.mjs`): starts it, posts render
 * requests to it and settles each with its answer, a deadline, or the worker's death.
 */
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '@shop/shared-contracts/render/render-contract';
import type { OriginMap } from './origin-map';
import type { RenderOutcome } from './render-outcome';

const workerFile = new URL('./render-worker.mjs', import.meta.url);

type WorkerAnswer =
  | { ready: true }
  | { id: number; ok: true; result: RenderResult }
  | { id: number; ok: false; message: string };

export class RenderWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (outcome: RenderOutcome) => void>();
  private nextId = 1;
  private alive = true;
  /** Set by `terminate`: an exit then is expected and not reported as a death. */
  private closing = false;
  /** Settles when the worker has loaded the server build (rejects if it could not). */
  readonly ready: Promise<void>;

  constructor(
    serverBuild: string,
    originMap: OriginMap,
    onDeath: (client: RenderWorkerClient, reason: string) => void,
  ) {
    this.worker = new Worker(workerFile, { workerData: { serverBuild, originMap } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (answer: WorkerAnswer) => {
        if ('ready' in answer) return resolve();
        const settle = this.pending.get(answer.id);
        this.pending.delete(answer.id);
        settle?.(
          answer.ok
            ? { ok: true, result: answer.result }
            : { ok: false, cause: 'render-error', message: answer.message },
        );
      });
      const die = (reason: string) => {
        if (!this.alive) return;
        this.alive = false;
        reject(new Error(reason));
        for (const settle of this.pending.values())
          settle({ ok: false, cause: 'worker-died', message: reason });
        this.pending.clear();
        if (!this.closing) onDeath(this, reason);
      };
      this.worker.on('error', (error) => die(`render worker failed: ${error.stack ?? error}`));
      this.worker.on('exit', (code) => die(`render worker exited with code ${code}`));
    });
    // A start failure is reported through `ready` to whoever waits for it, not as unhandled.
    this.ready.catch(() => {});
  }

  get isAlive(): boolean {
    return this.alive && !this.closing;
  }

  /** Requests this worker has not answered yet: the pool sends the next one to the least busy. */
  get load(): number {
    return this.pending.size;
  }

  render(request: RenderRequest, deadlineMs: number): Promise<RenderOutcome> {
    if (!this.isAlive)
      return Promise.resolve({ ok: false, cause: 'worker-died', message: 'render worker is gone' });
    const id = this.nextId++;
    return new Promise((resolve) => {
      // A late answer is dropped; the worker goes on with the next request.
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({
          ok: false,
          cause: 'render-timeout',
          message: `a render took longer than ${deadlineMs} ms`,
        });
      }, deadlineMs);
      this.pending.set(id, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      this.worker.postMessage({ id, request, expiresAt: Date.now() + deadlineMs });
    });
  }

  async terminate(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
