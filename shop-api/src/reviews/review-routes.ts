import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, reviews } from '../db/schema-catalog';
import { ApiError, fieldError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { wasReviewHidden } from './hidden-review';
import { loadReview, loadReviewPage, loadShopperReview } from './review-list';

const tags = ['reviews'];
const DEFAULT_PER_PAGE = 10;

const REMOVED = 'Your review of this product was removed by our team.';
/** A shopper whose review an operator hid gets no new one on that product (issue 30). */
const reviewRemoved = () =>
  new ApiError(409, REMOVED, { review: [REMOVED] }, { codes: { review: 'review_removed' } });

/** Answers 404 for a product that does not exist. */
async function requireProduct(app: FastifyInstance, productId: number): Promise<void> {
  const [product] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product');
}

export function registerReviewRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/products/reviews',
    {
      tags,
      description:
        "A page of the product's reviews, newest first, with the number of reviews per rating and their mean over all pages. verified_purchase: the reviewer ordered the product.",
    },
    async (request) => {
      const {
        product_id: productId,
        page = 1,
        per_page: perPage = DEFAULT_PER_PAGE,
      } = request.body;
      await requireProduct(app, productId);
      const data = await loadReviewPage(app.db, productId, page, perPage);
      return answer('POST /v1/products/reviews', data);
    },
  );

  contractRoute(
    app,
    'POST /v1/products/add-review',
    {
      tags,
      security: bearerSecurity,
      description:
        'A shopper has one review per product: the first submission adds it (201), a later one replaces its rating and text and dates it anew (200). 409 with the code `review_removed` when an operator hid their review of this product.',
    },
    async (request, reply) => {
      const shopper = shopperOf(request);
      const text = request.body.review.trim();
      if (!text) throw fieldError('review', 'Please write a review');
      const productId = request.body.product_id;
      const { rating } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!product) throw notFound('Product');
        // Under the product's lock, which hiding a review takes too: never both at once.
        if (await wasReviewHidden(tx, productId, shopper.userId)) throw reviewRemoved();
        // The unique (product, shopper) index turns a second submission into an edit, also when
        // two arrive at once; `xmax = 0` tells a new row from an updated one.
        const [row] = await tx
          .insert(reviews)
          .values({ productId, userId: shopper.userId, rating, review: text })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.userId],
            set: { rating, review: text, createdAt: sql`now()` },
          })
          .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
        // Recomputed from all reviews, so the average never drifts.
        await tx.execute(sql`
          UPDATE products SET
            average_rating = (SELECT avg(rating) FROM reviews WHERE product_id = ${productId}),
            reviews_count = (SELECT count(*) FROM reviews WHERE product_id = ${productId})
          WHERE id = ${productId}`);
        // Read back under the lock: an operator may hide it the moment this commits.
        const review = row && (await loadReview(tx, row.id));
        return row && review ? { ...row, review } : null;
      });
      if (!saved) throw notFound('Product');
      const { review } = saved;
      reply.status(saved.created ? 201 : 200);
      return answer(
        'POST /v1/products/add-review',
        { data: review },
        saved.created ? 'Review added successfully.' : 'Review updated successfully.',
      );
    },
    { onRequest: requireShopper },
  );

  contractRoute(
    app,
    'POST /v1/products/my-review',
    {
      tags,
      security: bearerSecurity,
      description:
        "The signed-in shopper's own review of the product, or null when they have not written one, so the review form can open with it. 409 with the code `review_removed` when an operator hid it (the shopper may not write another).",
    },
    async (request) => {
      const { userId } = shopperOf(request);
      const productId = request.body.product_id;
      await requireProduct(app, productId);
      const review = await loadShopperReview(app.db, productId, userId);
      if (!review && (await wasReviewHidden(app.db, productId, userId))) throw reviewRemoved();
      return answer('POST /v1/products/my-review', review);
    },
    { onRequest: requireShopper },
  );
}
