import type { AddReviewBody } from '@shop/shared-contracts/api/calls';
import type { Review } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { productKey } from '../../product/api/get-product';
import { vendorKey } from '../../seller/api/get-vendor';
import { reviewsKey } from './get-reviews';
import { myReviewKey } from './my-review';

/** `POST /v1/products/add-review`: the shopper's review (a second one replaces the first). */
export async function addReview(body: AddReviewBody): Promise<Review> {
  return (await callApi('POST /v1/products/add-review', { body })).data;
}

/**
 * After a review the list, the shopper's own review (the form opens with it), the product's
 * average and its seller's figures are read again.
 */
export function useAddReview(productId: number, vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: myReviewKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productKey(productId) }),
        queryClient.invalidateQueries({ queryKey: vendorKey(vendorId) }),
      ]),
  });
}
