/**
 * A generation: a small pool of render workers that loaded the host's server build for one set of
 * remote versions (one fingerprint). A worker that dies is replaced while the generation serves;
 * a generation that was switched away from finishes its requests, then its workers end.
 */
import type { RenderRequest } from '@shop/shared-contracts/render/render-contract';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import type { OriginMap } from './origin-map';
import type { RenderOutcome } from './render-outcome';
import { RenderWorkerClient } from './render-worker-client';

export interface GenerationOptions {
  serverBuild: string;
  originMap: OriginMap;
  workers: number;
  fingerprint: string;
  runtimeConfig: RuntimeConfig;
  onWorkerDeath: (reason: string) => void;
}

export class Generation {
  readonly fingerprint: string;
  readonly runtimeConfig: RuntimeConfig;
  private readonly workers: RenderWorkerClient[] = [];
  private inFlight = 0;
  private retired = false;
  private idle: (() => void) | undefined;

  constructor(private readonly options: GenerationOptions) {
    this.fingerprint = options.fingerprint;
    this.runtimeConfig = options.runtimeConfig;
  }

  /** Starts every worker; rejects (and ends them all) if one cannot load the server build. */
  async start(): Promise<void> {
    for (let i = 0; i < this.options.workers; i++) this.workers.push(this.spawn());
    try {
      await Promise.all(this.workers.map((worker) => worker.ready));
    } catch (error) {
      await this.terminate();
      throw error;
    }
  }

  private spawn(): RenderWorkerClient {
    const { serverBuild, originMap } = this.options;
    return new RenderWorkerClient(serverBuild, originMap, (dead, reason) => {
      this.options.onWorkerDeath(reason);
      if (this.retired) return;
      const index = this.workers.indexOf(dead);
      if (index >= 0) this.workers[index] = this.spawn();
    });
  }

  async render(request: RenderRequest, deadlineMs: number): Promise<RenderOutcome> {
    const worker = this.workers
      .filter((candidate) => candidate.isAlive)
      .sort((a, b) => a.load - b.load)[0];
    if (!worker)
      return {
        ok: false,
        cause: 'worker-died',
        message: 'no render worker of this generation runs',
      };
    this.inFlight++;
    try {
      // A replacement worker still loading keeps the request queued in its port, within the deadline.
      return await worker.render(request, deadlineMs);
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idle?.();
    }
  }

  /** Lets the requests in flight finish (at most `graceMs`), then ends the workers. */
  async retire(graceMs: number): Promise<void> {
    this.retired = true;
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await this.terminate();
  }

  private async terminate(): Promise<void> {
    this.retired = true;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
