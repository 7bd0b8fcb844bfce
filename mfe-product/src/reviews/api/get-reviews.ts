import type { ReviewPage } from '@shop/shared-contracts/api/product-details';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useInfiniteQuery } from '@shop/shared-platform/query/react-query';

export const REVIEWS_PER_PAGE = 5;
export const reviewsKey = (productId: number) => ['product-reviews', productId] as const;

/** `POST /v1/products/reviews`: one page of the product's reviews, newest first, with its summary. */
export function getReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return callApi('POST /v1/products/reviews', {
    body: { product_id: productId, page, per_page: REVIEWS_PER_PAGE },
    signal,
  });
}

/**
 * The reviews' first page under the key `useReviews` reads, in the shape of its infinite query:
 * what the server renders the rating summary and the newest reviews from.
 */
export function firstReviewsPageQuery(productId: number) {
  return {
    queryKey: reviewsKey(productId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => ({
      pages: [await getReviews(productId, 1, signal)],
      pageParams: [1],
    }),
  };
}

/** The reviews page by page ("show more"); the first page's summary counts all of them. */
export function useReviews(productId: number) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}
