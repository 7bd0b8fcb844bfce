import type { Review } from '@shop/shared-contracts/api/entities';
import type { ApiFailure } from '@shop/shared-contracts/api/envelope';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { useSession } from '@shop/shared-platform/session/use-session';

/** The shopper's own review of the product, whoever is signed in: the prefix to invalidate. */
export const myReviewKey = (productId: number) => ['my-review', productId] as const;

/** The API's refusal when an operator hid the shopper's review of this product (409). */
export function isReviewRemoved(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  return (error.body as ApiFailure | undefined)?.codes?.review === 'review_removed';
}

/**
 * `POST /v1/products/my-review`: the signed-in shopper's review of the product, null when they
 * have none, or `'removed'` when an operator hid it (they may not write another).
 */
export async function getMyReview(
  productId: number,
  signal?: AbortSignal,
): Promise<Review | null | 'removed'> {
  try {
    return await callApi('POST /v1/products/my-review', {
      body: { product_id: productId },
      signal,
    });
  } catch (error) {
    if (isReviewRemoved(error)) return 'removed';
    throw error;
  }
}

/** What the page knows of the shopper's own review of the product. */
export type MyReview =
  /** The first answer has not come yet. */
  | { state: 'loading' }
  /** Their review, or null when they have none; kept while a later request runs or fails. */
  | { state: 'known'; review: Review | null }
  /** An operator hid their review: the page says so instead of offering the form. */
  | { state: 'removed' }
  /** No answer could be had so far. */
  | { state: 'failed' };

/**
 * The signed-in shopper's review of the product, asked only while someone is signed in. The key
 * names the shopper: one who signs in after another on the same page never gets the other's
 * review from the cache. A failed load is asked again when another screen using it mounts.
 */
export function useMyReview(productId: number): MyReview {
  const { status, user } = useSession();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const query = useQuery({
    queryKey: [...myReviewKey(productId), userId ?? null],
    queryFn: ({ signal }) => getMyReview(productId, signal),
    enabled: userId !== undefined,
  });
  if (query.data === 'removed') return { state: 'removed' };
  if (query.data !== undefined) return { state: 'known', review: query.data };
  // Asking again after a failure puts the query back to "pending"; it stays "failed" here, so a
  // form shown meanwhile is never swapped for the loading sign.
  if (query.errorUpdateCount > 0) return { state: 'failed' };
  return { state: 'loading' };
}
