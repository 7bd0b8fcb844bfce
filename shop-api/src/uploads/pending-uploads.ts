import { inArray } from 'drizzle-orm';
import { bigserial, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Area } from './object-store';

/** Migration 0058: uploads written (or about to be) whose row is not committed yet. */
export const pendingUploads = pgTable('pending_uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  area: varchar('area', { length: 10 }).$type<Area>().notNull(),
  key: varchar('key', { length: 400 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface PendingKey {
  area: Area;
  key: string;
}

/**
 * Records the uploads about to be written, in a statement of its own (committed before the
 * first byte is written): a crash after the write leaves a row the sweep finds. Returns the
 * rows' ids for `clearPending`.
 */
export async function recordPending(db: Db, keys: PendingKey[]): Promise<number[]> {
  const rows = await db.insert(pendingUploads).values(keys).returning({ id: pendingUploads.id });
  return rows.map((row) => row.id);
}

/** Call inside the transaction that saves the row naming the uploads: both commit together. */
export async function clearPending(tx: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(pendingUploads).where(inArray(pendingUploads.id, ids));
}
