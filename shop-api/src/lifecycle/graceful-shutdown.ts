import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Lifecycle } from './lifecycle';

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once; after SHUTDOWN_DELAY_MS (the time a load
 * balancer needs to see that and stop sending) the listener closes, requests in flight finish,
 * idle keep-alive connections close, then the pool closes and the process exits 0. Past
 * SHUTDOWN_TIMEOUT_MS more, or on a second signal, it exits 1. An uncaught error closes the same
 * way without the delay and exits 1.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  database: Database,
  lifecycle: Lifecycle,
  config: Pick<Config, 'shutdownDelayMs' | 'shutdownTimeoutMs'>,
): void {
  closeWithGrace(
    { delay: config.shutdownDelayMs + config.shutdownTimeoutMs, logger: app.log },
    async ({ signal, err }) => {
      lifecycle.beginShutdown();
      if (err) {
        app.log.error({ err }, 'uncaught error: shutting down');
      } else {
        app.log.info(`${signal ?? 'exit'}: not ready; closing in ${config.shutdownDelayMs} ms`);
        await sleep(config.shutdownDelayMs);
      }
      // Fastify stops accepting, answers 503 to new requests on open connections and waits
      // for the ones in flight.
      await app.close();
      await database.close();
      app.log.info('shut down');
    },
  );
}
