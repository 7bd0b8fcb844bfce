import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// Tables mirror migrations/0001_init.sql, which is the source of truth for the database.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Both names folded for search (migrations/0004_search_text.sql); written by the database. */
const searchText = () =>
  text('search_text').generatedAlwaysAs(
    sql`search_fold(name_german) || ' ' || search_fold(name_arabic)`,
  );

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  nameGerman: varchar('name_german', { length: 120 }).notNull(),
  nameArabic: varchar('name_arabic', { length: 120 }).notNull(),
  slugGerman: varchar('slug_german', { length: 140 }).notNull(),
  slugArabic: varchar('slug_arabic', { length: 140 }).notNull(),
  image: varchar('image', { length: 255 }),
  position: integer('position').notNull().default(0),
  searchText: searchText(),
});

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  storeNameInGerman: varchar('store_name_in_german', { length: 120 }).notNull(),
  storeNameInArabic: varchar('store_name_in_arabic', { length: 120 }).notNull(),
  storeLogo: varchar('store_logo', { length: 255 }),
  address: varchar('address', { length: 255 }).notNull(),
  /** The user who runs the store (null for stores of the seed that nobody signs in to). */
  ownerUserId: integer('owner_user_id'),
  /** `active` or `suspended`: a suspended vendor's products leave the shop at once. */
  status: varchar('status', { length: 10 }).notNull().default('active'),
  suspendedReason: varchar('suspended_reason', { length: 500 }),
  descriptionGerman: text('description_german').notNull().default(''),
  descriptionArabic: text('description_arabic').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const attributeValues = pgTable('attribute_values', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: varchar('value', { length: 40 }).notNull(),
  nameGerman: varchar('name_german', { length: 60 }).notNull(),
  nameArabic: varchar('name_arabic', { length: 60 }).notNull(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  nameGerman: varchar('name_german', { length: 200 }).notNull(),
  nameArabic: varchar('name_arabic', { length: 200 }).notNull(),
  descriptionGerman: text('description_german').notNull(),
  descriptionArabic: text('description_arabic').notNull(),
  minPriceCents: integer('min_price_cents').notNull().default(0),
  averageRating: real('average_rating').notNull().default(0),
  reviewsCount: integer('reviews_count').notNull().default(0),
  soldCount: integer('sold_count').notNull().default(0),
  /** `draft` or `published`: only published products of active vendors are in the shop. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** In the shop: published and of an active store; kept by triggers (migration 0061). */
  listed: boolean('listed').notNull().default(true),
  searchText: searchText(),
});

export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  path: varchar('path', { length: 255 }).notNull(),
  color: varchar('color', { length: 7 }),
  position: integer('position').notNull().default(0),
  /** Widths of a vendor's resized picture (migration 0061); null for the seed's pictures. */
  widths: integer('widths').array(),
});

export const variants = pgTable('variants', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  stock: integer('stock').notNull(),
  colorId: integer('color_id'),
  sizeId: integer('size_id'),
  /** Removed by its vendor after being ordered: stock 0, kept for the orders (migration 0061). */
  retired: boolean('retired').notNull().default(false),
});

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  userId: integer('user_id').notNull(),
  rating: integer('rating').notNull(),
  review: text('review').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
