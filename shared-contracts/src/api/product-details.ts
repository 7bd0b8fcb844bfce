/**
 * Answers of the product page's calls beyond the product itself: the seller card and the review
 * list with its rating summary. Figures are computed by the API from its data, never typed in.
 */
import type { Static } from 'typebox';
import type * as catalog from './schema/catalog';
import type * as reviews from './schema/reviews';

/** A vendor with the figures its seller card shows. */
export type VendorProfile = Static<typeof catalog.vendorProfile>;

/** `POST /v1/products/reviews`: one page of a product's reviews, newest first. */
export type ReviewsBody = Static<typeof reviews.reviewsBody>;

/** How many reviews gave each rating, keyed "1" to "5". */
export type RatingDistribution = Static<typeof reviews.ratingDistribution>;

export type ReviewPage = Static<typeof reviews.reviewPage>;
