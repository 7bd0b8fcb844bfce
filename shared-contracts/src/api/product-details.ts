/**
 * Answers of the product page's calls beyond the product itself: the seller card and the review
 * list with its rating summary. Figures are computed by the API from its data, never typed in.
 */
import type { Paginated, Review, Timestamp, Vendor } from './entities';

/** A vendor with the figures its seller card shows. */
export interface VendorProfile extends Vendor {
  /** Absolute URL of `store_logo`, or null without a logo. */
  store_logo_url: string | null;
  /** The city of `address` (its last part without the postal code), or null if it has none. */
  city: string | null;
  /** When the vendor joined the marketplace. */
  member_since: Timestamp;
  /** Mean rating of every review of the vendor's products (0 without reviews). */
  average_rating: number;
  reviews_count: number;
  products_count: number;
}

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
