import type { SellerCoupon, SellerCouponInput } from '@shop/shared-contracts/api/marketplace-money';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@shop/shared-platform/query/react-query';

const couponsKey = [...sellerKey, 'coupons'] as const;

/** `GET /v1/seller/coupons`: the vendor's own coupons, newest first. */
export function useSellerCoupons(page: number) {
  return useQuery({
    queryKey: [...couponsKey, { page }],
    queryFn: ({ signal }) => callApi('GET /v1/seller/coupons', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a coupon (no `id`) or changes one; the list is read again afterwards. */
export function useSaveCoupon(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerCouponInput): Promise<SellerCoupon> =>
      id === null
        ? callApi('POST /v1/seller/coupons', { body })
        : callApi('PUT /v1/seller/coupons/{id}', { path: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** Ends a coupon: the API deletes an unused one and ends a used one now. */
export function useEndCoupon(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('DELETE /v1/seller/coupons/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

export type { SellerCoupon, SellerCouponInput };
