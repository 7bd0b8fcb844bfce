import type { AddReviewBody } from '@shop/shared-contracts/api/calls';
import type { Review } from '@shop/shared-contracts/api/entities';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema-accounts';
import { products, reviews } from '../db/schema-catalog';
import { fieldError, notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { reviewSchema } from '../schemas/catalog-schemas';
import { arrayOf, envelope, id, object, responses, str } from '../schemas/primitives';

const tags = ['reviews'];

export function registerReviewRoutes(app: FastifyInstance): void {
  app.post<{ Body: { product_id: number } }>(
    '/products/reviews',
    {
      schema: {
        tags,
        body: object({ product_id: id }),
        response: responses(envelope(object({ data: arrayOf(reviewSchema) }))),
      },
    },
    async (request) => {
      const productId = request.body.product_id;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('Product');
      const rows = await app.db
        .select({ review: reviews, name: users.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(200);
      return answer('POST /v1/products/reviews', {
        data: rows.map(({ review, name }) => toReview(review, name)),
      });
    },
  );

  app.post<{ Body: AddReviewBody }>(
    '/products/add-review',
    {
      onRequest: requireShopper,
      schema: {
        tags,
        security: bearerSecurity,
        body: object({
          product_id: id,
          review: str(5000, 1),
          rating: { type: 'integer', minimum: 1, maximum: 5 },
        }),
        response: responses(envelope(object({ data: reviewSchema })), 201),
      },
    },
    async (request, reply) => {
      const shopper = shopperOf(request);
      const text = request.body.review.trim();
      if (!text) throw fieldError('review', 'Please write a review');
      const productId = request.body.product_id;
      const saved = await app.db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!product) throw notFound('Product');
        const [row] = await tx
          .insert(reviews)
          .values({ productId, userId: shopper.userId, rating: request.body.rating, review: text })
          .returning();
        // Recomputed from all reviews, so the average never drifts.
        await tx.execute(sql`
          UPDATE products SET
            average_rating = (SELECT avg(rating) FROM reviews WHERE product_id = ${productId}),
            reviews_count = (SELECT count(*) FROM reviews WHERE product_id = ${productId})
          WHERE id = ${productId}`);
        return row;
      });
      if (!saved) throw notFound('Product');
      const [user] = await app.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, shopper.userId));
      reply.status(201);
      return answer(
        'POST /v1/products/add-review',
        { data: toReview(saved, user?.name ?? '') },
        'Review added successfully.',
      );
    },
  );
}

function toReview(row: typeof reviews.$inferSelect, name: string): Review {
  return {
    id: row.id,
    product_id: row.productId,
    user: { name },
    rating: row.rating,
    review: row.review,
    created_at: row.createdAt.toISOString(),
  };
}
