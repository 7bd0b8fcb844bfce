import {
  boolean,
  char,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// Tables mirror migrations/0001_init.sql, which is the source of truth for the database.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: ts('email_verified_at'),
  /** The shop language (du, ar) of the shopper's last session, sign-up or reset; null: unknown. */
  language: varchar('language', { length: 5 }),
  /** The shopper's own choice of mail language (du, ar); null: follow `language`. */
  mailLanguage: varchar('mail_language', { length: 5 }),
  walletCents: integer('wallet_cents').notNull().default(0),
  /** `shopper` or `operator` (the back office); being a vendor is owning a `vendors` row. */
  role: varchar('role', { length: 10 }).notNull().default('shopper'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at'),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** ISO 3166-1 alpha-2; null only for a country outside the shop's list (none seeded). */
  code: char('code', { length: 2 }),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  title: varchar('title', { length: 80 }).notNull(),
  type: varchar('type', { length: 10 }).notNull().default('home'),
  countryId: integer('country_id').notNull(),
  address: varchar('address', { length: 255 }).notNull(),
  city: varchar('city', { length: 100 }),
  postalCode: varchar('postal_code', { length: 20 }),
  phoneNumber: varchar('phone_number', { length: 40 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const walletTransactions = pgTable('wallet_transactions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  type: varchar('type', { length: 10 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** The order number of an `order` or `refund`; `opening-credit` for a wallet's first credit. */
  reference: varchar('reference', { length: 40 }),
  description: varchar('description', { length: 255 }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const vendorApplications = pgTable('vendor_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  storeNameInGerman: varchar('store_name_in_german', { length: 120 }).notNull(),
  storeNameInArabic: varchar('store_name_in_arabic', { length: 120 }).notNull(),
  storeLogo: varchar('store_logo', { length: 255 }).notNull(),
  identityDocument: varchar('identity_document', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }).notNull(),
  phone: varchar('phone', { length: 40 }).notNull(),
  storeType: varchar('store_type', { length: 20 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('under_review'),
  rejectionReason: varchar('rejection_reason', { length: 500 }),
  decidedAt: ts('decided_at'),
  /** The store its approval created. */
  vendorId: integer('vendor_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
