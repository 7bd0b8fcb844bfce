import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

// Mirrors migrations/0030_mail.sql.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mailed e-mail verification links: only the SHA-256 of each token is kept. */
export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
