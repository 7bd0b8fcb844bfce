import type { SellerProductImage } from '@shop/shared-contracts/api/marketplace';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { sellerProductsKey } from '../products/products-api';
import { productKeyOf } from './product-api';

/** After any change of the pictures, the product and the lists (their first picture) are read again. */
function useRefresh(productId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: productKeyOf(productId) }),
      client.invalidateQueries({ queryKey: [...sellerProductsKey, 'list'] }),
    ]);
}

/** `POST /v1/seller/products/{id}/images`, reporting the upload's progress (0 to 1). */
export function useUploadPicture(productId: number, onProgress: (fraction: number) => void) {
  const refresh = useRefresh(productId);
  return useMutation({
    mutationFn: (file: File): Promise<SellerProductImage> => {
      const body = new FormData();
      body.append('image', file);
      return callApi('POST /v1/seller/products/{id}/images', {
        path: { id: productId },
        body,
        onUploadProgress: onProgress,
      });
    },
    onSettled: refresh,
  });
}

export function useRemovePicture(productId: number) {
  const refresh = useRefresh(productId);
  return useMutation({
    mutationFn: (imageId: number) =>
      callApi('DELETE /v1/seller/products/{id}/images/{imageId}', {
        path: { id: productId, imageId },
      }),
    onSettled: refresh,
  });
}

/** `PUT …/images/order` with every picture's id in the new order. */
export function useReorderPictures(productId: number) {
  const refresh = useRefresh(productId);
  return useMutation({
    mutationFn: (imageIds: number[]) =>
      callApi('PUT /v1/seller/products/{id}/images/order', {
        path: { id: productId },
        body: { image_ids: imageIds },
      }),
    onSettled: refresh,
  });
}
