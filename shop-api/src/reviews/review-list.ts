import type { Review } from '@shop/shared-contracts/api/entities';
import type { RatingDistribution, ReviewPage } from '@shop/shared-contracts/api/product-details';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outerColumn } from '../db/outer-column';
import { users } from '../db/schema-accounts';
import { reviews } from '../db/schema-catalog';
import { orderItems, orders } from '../db/schema-shopping';

/** Whether the review's author ordered its product in an order that was not cancelled. */
const verifiedPurchase: SQL<boolean> = sql<boolean>`EXISTS (
  SELECT 1 FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
  WHERE ${orders.userId} = ${outerColumn(reviews.userId)}
    AND ${orderItems.productId} = ${outerColumn(reviews.productId)}
    AND ${orders.orderStatus} <> 'cancelled')`;

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow, name: string, verified: boolean): Review {
  return {
    id: row.id,
    product_id: row.productId,
    user: { name },
    rating: row.rating,
    review: row.review,
    created_at: row.createdAt.toISOString(),
    verified_purchase: verified,
  };
}

/** How many reviews of the product gave each rating, and their mean. */
async function ratingSummary(db: Db, productId: number) {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of rows) {
    const key = String(rating) as keyof RatingDistribution;
    if (!(key in distribution)) continue;
    distribution[key] = count;
    total += count;
    sum += rating * count;
  }
  return { distribution, total, average: total ? Math.round((sum / total) * 100) / 100 : 0 };
}

/** One page of the product's reviews, newest first, with the rating summary of all of them. */
export async function loadReviewPage(
  db: Db,
  productId: number,
  page: number,
  perPage: number,
): Promise<ReviewPage> {
  const summary = await ratingSummary(db, productId);
  const rows = await db
    .select({ review: reviews, name: users.name, verified: verifiedPurchase })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(({ review, name, verified }) => toReview(review, name, verified)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(summary.total / perPage)),
    total: summary.total,
    per_page: perPage,
    average_rating: summary.average,
    distribution: summary.distribution,
  };
}

/** The review meeting every condition, with its author's name and badge, as the list shows it. */
async function loadOneReview(db: Db, ...conditions: SQL[]): Promise<Review | null> {
  const [row] = await db
    .select({ review: reviews, name: users.name, verified: verifiedPurchase })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(...conditions));
  return row ? toReview(row.review, row.name, row.verified) : null;
}

/** One review by its id. */
export function loadReview(db: Db, id: number): Promise<Review | null> {
  return loadOneReview(db, eq(reviews.id, id));
}

/** The shopper's own review of the product (a unique index allows one), or null. */
export function loadShopperReview(
  db: Db,
  productId: number,
  userId: number,
): Promise<Review | null> {
  return loadOneReview(db, eq(reviews.productId, productId), eq(reviews.userId, userId));
}
