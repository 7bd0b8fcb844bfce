import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/rows';
import { products, reviews } from '../db/schema-catalog';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireOperator } from '../marketplace/roles';
import { bearerSecurity, shopperOf } from '../plugins/auth';
import { tags } from './operator-schemas';
import { reasonOf } from './reason';

/**
 * Hides a review: it moves to `hidden_reviews` (migration 0061) with the reason and the
 * operator, so every shop query of `reviews` leaves it out without a new condition, and the
 * product's rating and count are recomputed from the reviews left, under the product's lock
 * that adding a review takes too.
 */
export function registerOperatorReviewRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/operator/reviews/{id}/hide',
    { tags, security: bearerSecurity },
    async (request) => {
      const reason = reasonOf(request.body);
      const operator = shopperOf(request).userId;
      const reviewId = request.params.id;
      await app.db.transaction(async (tx) => {
        const [review] = await tx
          .select({ productId: reviews.productId })
          .from(reviews)
          .where(eq(reviews.id, reviewId));
        if (!review) throw notFound('Review');
        await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, review.productId))
          .for('update');
        const moved = await tx.execute(sql`
          WITH moved AS (DELETE FROM reviews WHERE id = ${reviewId} RETURNING *)
          INSERT INTO hidden_reviews (id, product_id, user_id, rating, review, created_at, reason, hidden_by)
          SELECT id, product_id, user_id, rating, review, created_at, ${reason}, ${operator} FROM moved
          RETURNING id`);
        if (!rowsOf(moved).length) throw notFound('Review');
        await tx.execute(sql`
          UPDATE products SET
            average_rating = COALESCE((SELECT avg(rating) FROM reviews WHERE product_id = ${review.productId}), 0),
            reviews_count = (SELECT count(*) FROM reviews WHERE product_id = ${review.productId})
          WHERE id = ${review.productId}`);
      });
      return answer('POST /v1/operator/reviews/{id}/hide', { id: reviewId, hidden: true });
    },
    { onRequest: requireOperator },
  );
}
