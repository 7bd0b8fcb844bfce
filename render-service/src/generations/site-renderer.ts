/**
 * Renders the pages of one host site: polls its runtime configuration and the remotes' manifests,
 * and when their fingerprint changes starts a new generation, warms it with `/`, switches new
 * requests to it and retires the old one after its requests in flight. No request waits for a
 * switch and none fails because of one.
 */
import type { RenderRequest } from '@shop/shared-contracts/render/render-contract';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import type { Logger, LogOnce } from '../log-once';
import type { SiteSettings } from '../settings';
import { Generation } from './generation';
import type { OriginMap } from './origin-map';
import type { RenderOutcome } from './render-outcome';
import { readVersionSnapshot } from './version-snapshot';

/** How long a generation that failed to start is not tried again with the same versions. */
const RETRY_FAILED_MS = 60_000;

/**
 * A generation whose warm-up render failed is replaced by fresh workers for the same versions
 * after this long, doubling up to `RETRY_FAILED_MS` while it keeps failing: a worker can keep a
 * failure of the moment (a reload that closed its connections mid-deploy) for its whole life,
 * and a site whose every render falls back would otherwise stay so until the next deploy.
 */
const RETRY_COLD_MS = 5_000;

export interface SiteRendererOptions {
  name: string;
  site: SiteSettings;
  serverBuild: string;
  originMap: OriginMap;
  workers: number;
  pollMs: number;
  deadlineMs: number;
  logger: Logger;
  problems: LogOnce;
  /** Called after each switch (the document cache forgets the old generation's pages). */
  onSwitch?: (fingerprint: string) => void;
}

export class SiteRenderer {
  private current: Generation | undefined;
  private latestConfig: RuntimeConfig | undefined;
  private polling: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failedStart: { fingerprint: string; at: number } | undefined;
  /** The current generation's failed warm-up: when, and how long until it is replaced. */
  private coldSince: { at: number; waitMs: number } | undefined;

  constructor(private readonly options: SiteRendererOptions) {}

  /** The configuration last read, for the policy of a fallback answer too. */
  get runtimeConfig(): RuntimeConfig | undefined {
    return this.current?.runtimeConfig ?? this.latestConfig;
  }

  get ready(): boolean {
    return this.current !== undefined;
  }

  get fingerprint(): string | undefined {
    return this.current?.fingerprint;
  }

  /** Polls now and then every `pollMs`; resolves after the first poll (ready or not). */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.poll(), this.options.pollMs);
    return this.poll();
  }

  /** One poll at a time: a slow start of a generation is not overtaken by the next poll. */
  poll(): Promise<void> {
    this.polling ??= this.check().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async check(): Promise<void> {
    const { name, problems, logger } = this.options;
    let snapshot: Awaited<ReturnType<typeof readVersionSnapshot>>;
    try {
      snapshot = await readVersionSnapshot(this.options.site, this.options.originMap);
    } catch (error) {
      problems.warn(`config-unreadable:${name}`, `[${name}] runtime configuration: ${error}`);
      return;
    }
    this.latestConfig = snapshot.runtimeConfig;
    if (this.stopped) return;
    const cold = this.coldSince;
    const replaceCold = cold !== undefined && Date.now() - cold.at >= cold.waitMs;
    if (snapshot.fingerprint === this.current?.fingerprint && !replaceCold) return;
    // A server build that cannot start is tried again when something changes, or after a while.
    const failed = this.failedStart;
    if (failed?.fingerprint === snapshot.fingerprint && Date.now() - failed.at < RETRY_FAILED_MS)
      return;
    const next = new Generation({
      serverBuild: this.options.serverBuild,
      originMap: this.options.originMap,
      workers: this.options.workers,
      fingerprint: snapshot.fingerprint,
      runtimeConfig: snapshot.runtimeConfig,
      onWorkerDeath: (reason) => problems.warn(`worker-died:${name}`, `[${name}] ${reason}`),
    });
    try {
      await next.start();
    } catch (error) {
      // The old generation (if any) keeps serving.
      this.failedStart = { fingerprint: snapshot.fingerprint, at: Date.now() };
      problems.warn(`start-failed:${name}`, `[${name}] a generation could not start: ${error}`);
      return;
    }
    const warmed = await this.warm(next);
    if (this.stopped) return void next.retire(0);
    const previous = this.current;
    const sameVersions = previous?.fingerprint === next.fingerprint;
    this.coldSince = warmed
      ? undefined
      : {
          at: Date.now(),
          waitMs: sameVersions && cold ? Math.min(cold.waitMs * 2, RETRY_FAILED_MS) : RETRY_COLD_MS,
        };
    this.current = next;
    problems.reset();
    this.options.onSwitch?.(next.fingerprint);
    logger.info(`[${name}] generation ${next.fingerprint} serves${previous ? ' (switched)' : ''}`);
    // Its requests in flight end within their deadline; then its workers end.
    void previous?.retire(this.options.deadlineMs + 1000);
  }

  /**
   * Each worker renders `/` once, so the first shoppers do not pay for loading the remotes.
   * Answers whether every worker rendered it.
   */
  private async warm(generation: Generation): Promise<boolean> {
    const request = this.request('/', 'ar', generation.runtimeConfig);
    const outcomes = await Promise.all(
      Array.from({ length: this.options.workers }, () =>
        generation.render(request, this.options.deadlineMs * 4),
      ),
    );
    const failed = outcomes.find((outcome) => !outcome.ok);
    if (failed && !failed.ok)
      this.options.problems.warn(
        `warm-failed:${this.options.name}`,
        `[${this.options.name}] warming / failed (${failed.cause}): ${failed.message}`,
      );
    return failed === undefined;
  }

  private request(url: string, language: RenderRequest['language'], config: RuntimeConfig) {
    return { url, origin: this.options.site.origin, language, runtimeConfig: config };
  }

  render(url: string, language: RenderRequest['language']): Promise<RenderOutcome> {
    const generation = this.current;
    if (!generation)
      return Promise.resolve({
        ok: false,
        cause: 'no-generation',
        message: 'no generation of render workers is ready',
      });
    return generation.render(
      this.request(url, language, generation.runtimeConfig),
      this.options.deadlineMs,
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.polling;
    await this.current?.retire(0);
    this.current = undefined;
  }
}
