/**
 * Answers of the product page's calls beyond the product itself: the seller card and the review
 * list with its rating summary. Figures are computed by the API from its data, never typed in.
 */
import type { Static } from 'typebox';
import type { Paginated, Review } from './entities';
import type * as catalog from './schema/catalog';

/** A vendor with the figures its seller card shows. */
export type VendorProfile = Static<typeof catalog.vendorProfile>;

/** `POST /v1/products/reviews`: one page of a product's reviews, newest first. */
export interface ReviewsBody {
  product_id: number;
  page?: number;
  per_page?: number;
}

/** How many reviews gave each rating, keyed "1" to "5". */
export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewPage extends Paginated<Review> {
  /** Mean of all the product's reviews, not only this page's (0 without reviews). */
  average_rating: number;
  distribution: RatingDistribution;
}
