import type { Product } from '@shop/shared-contracts/api/entities';
import { useReviews } from '../reviews/api/get-reviews';

/**
 * The product's average rating and number of reviews. The first page of reviews is fresh after a
 * new review; the product's own answer may lag a second behind it.
 *
 * Read it in the small parts that show it, not in the page: a query's answer re-renders its
 * reader at once, in one task React cannot split, and read by the product page it rebuilt the
 * whole page (gallery, purchase panel, every section) when the reviews arrived, about 100 ms of a
 * phone's main thread under Lighthouse's 4x slowdown.
 */
export function useProductRating(product: Product): { average: number; count: number } {
  const summary = useReviews(product.id).data?.pages[0];
  return {
    average: summary?.average_rating ?? product.average_rating,
    count: summary?.total ?? product.reviews_count,
  };
}
