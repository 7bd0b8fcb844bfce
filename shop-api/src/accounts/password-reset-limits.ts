import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { attemptLimits } from '../db/schema-shared-state';
import { ApiError } from '../http/api-error';

export const RESET_IP_WINDOW_MS = 15 * 60_000;
/** Live reset links one account may hold, and the least time between two mails to it. */
export const RESET_MAX_LIVE_PER_ACCOUNT = 3;
export const RESET_MAIL_GAP_MS = 60_000;

/**
 * Counts one request of a client address for `action` in the shared `attempt_limits` table (so
 * every API instance sees the count) and answers 429 with `Retry-After` past `limit` a window.
 */
export async function limitPerAddress(
  db: Db,
  reply: FastifyReply,
  action: 'forgot-password' | 'reset-password',
  ip: string,
  limit: number,
): Promise<void> {
  const bucket = createHash('sha256').update(`${action}:ip:${ip}`).digest('hex');
  const [row] = await db
    .insert(attemptLimits)
    .values({ bucket, hits: 1, expiresAt: new Date(Date.now() + RESET_IP_WINDOW_MS) })
    .onConflictDoUpdate({
      target: attemptLimits.bucket,
      set: {
        hits: sql`CASE WHEN ${attemptLimits.expiresAt} <= now() THEN 1 ELSE ${attemptLimits.hits} + 1 END`,
        expiresAt: sql`CASE WHEN ${attemptLimits.expiresAt} <= now() THEN excluded.expires_at ELSE ${attemptLimits.expiresAt} END`,
      },
    })
    .returning({ hits: attemptLimits.hits, expiresAt: attemptLimits.expiresAt });
  if (!row || row.hits <= limit) return;
  const seconds = Math.max(1, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000));
  reply.header('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(
    429,
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
