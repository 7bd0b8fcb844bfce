/** Schemas of a product's reviews: the paged list with its rating summary, and writing one. */
import { Type } from 'typebox';
import { review } from './catalog';
import { arrayOf, id, int, num, object, str } from './primitives';

export const reviewsBody = object({
  product_id: id,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

/** How many reviews gave each rating, keyed "1" to "5". */
export const ratingDistribution = object({ '1': int, '2': int, '3': int, '4': int, '5': int });

/** One page of a product's reviews, newest first. */
export const reviewPage = object({
  data: arrayOf(review),
  current_page: int,
  last_page: int,
  total: int,
  per_page: int,
  /** Mean of all the product's reviews, not only this page's (0 without reviews). */
  average_rating: num,
  distribution: ratingDistribution,
});

export const addReviewBody = object({
  product_id: id,
  review: str(5000, 1),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
});
export const savedReview = object({ data: review });

export const productIdBody = object({ product_id: id });

/** `anyOf` review or null, as the hand-written schema had it. */
export const ownReview = Type.Union([review, Type.Null()]);
