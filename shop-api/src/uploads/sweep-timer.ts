import type { FastifyInstance } from 'fastify';
import { sweepVisitorCarts } from '../cart/visitor-cart';
import { sweepUploads } from './sweep';

/**
 * Sweeps orphaned uploads, and visitor carts unused for 30 days, every
 * UPLOADS_SWEEP_INTERVAL_MINUTES in the API process (0: never; run
 * `pnpm --filter ./shop-api uploads:sweep` from a CronJob instead). Returns the stop function.
 */
export function startSweepTimer(
  app: FastifyInstance,
  sweep: typeof sweepUploads = sweepUploads,
  sweepCarts: typeof sweepVisitorCarts = sweepVisitorCarts,
): () => void {
  const minutes = app.config.uploadsSweepIntervalMinutes;
  if (minutes === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep(app.db, app.uploads, {
      olderThanMs: app.config.uploadsOrphanAfterMinutes * 60_000,
    })
      .then((result) => {
        if (result.deleted.length > 0)
          app.log.info({ deleted: result.deleted.length }, 'swept orphaned uploads');
      })
      // A database or store that is down now is tried again at the next interval.
      .catch((error: unknown) => app.log.warn({ err: error }, 'uploads sweep failed'))
      .then(() => sweepCarts(app.db))
      .then((carts) => {
        if (carts > 0) app.log.info({ deleted: carts }, 'swept expired visitor carts');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'visitor carts sweep failed'))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  // The timer never keeps a process alive that is otherwise done.
  timer.unref();
  return () => clearInterval(timer);
}
