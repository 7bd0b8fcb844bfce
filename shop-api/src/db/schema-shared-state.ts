import { char, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Tables mirror migrations/0002_shared_state.sql: state every API instance shares.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const attemptLimits = pgTable('attempt_limits', {
  bucket: char('bucket', { length: 64 }).primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 200 }).primaryKey(),
  userId: integer('user_id').notNull(),
  requestHash: char('request_hash', { length: 64 }).notNull(),
  orderId: integer('order_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});
