import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import type { Lifecycle } from '../lifecycle/lifecycle';

export type NotReadyReason =
  | 'shutting-down'
  | 'database-unavailable'
  | 'migrations-pending'
  | 'search-starting';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: NotReadyReason; pending?: string[]; cause?: string };

class TimedOut extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready means this process can serve real requests: not shutting down, the database answers
 * within `timeoutMs`, every migration this build ships is applied and the search is started. Once the migrations were
 * seen current they stay so (nothing unapplies them), and later checks only run `SELECT 1`.
 */
export function readinessCheck(
  database: Database,
  lifecycle: Lifecycle,
  timeoutMs: number,
  searchStarted: () => Promise<unknown> = async () => undefined,
) {
  let migrationsCurrent = false;
  return async (): Promise<Readiness> => {
    if (lifecycle.shuttingDown) return { ready: false, reason: 'shutting-down' };
    let pending: string[] = [];
    try {
      if (migrationsCurrent) await within(timeoutMs, database.db.execute(sql`SELECT 1`));
      else pending = await within(timeoutMs, pendingMigrations(database));
    } catch (error) {
      // The cause goes to the log only: an address or user name is nothing for the public.
      return { ready: false, reason: 'database-unavailable', cause: (error as Error).message };
    }
    if (pending.length > 0) {
      return { ready: false, reason: 'migrations-pending', pending };
    }
    migrationsCurrent = true;
    // The search index of a large catalogue takes a while to build: no traffic before it is.
    try {
      await within(timeoutMs, searchStarted());
    } catch {
      return { ready: false, reason: 'search-starting' };
    }
    // A shutdown that began while the database answered wins.
    return lifecycle.shuttingDown ? { ready: false, reason: 'shutting-down' } : { ready: true };
  };
}
