import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useParams } from '@shop/shared-platform/router/react-router';
import { shopSettingsQuery } from '@shop/shared-platform/settings/shop-settings';
import { Box, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useDeferredValue } from 'react';
import { firstReviewsPageQuery } from '../reviews/api/get-reviews';
import { vendorQuery } from '../seller/api/get-vendor';
import { productQuery, useProduct } from './api/get-product';
import { ProductDetails } from './product-details';
import { ProductNotFound } from './product-not-found';

/** A product id from the address: a positive whole number the database can hold, else null. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}

function ProductLoader({ id }: { id: number }) {
  const { t } = useTranslation('product');
  const product = useProduct(id);
  // The answer's page is built in the background, in slices of a few milliseconds (a deferred
  // value's render), with the spinner kept meanwhile: built at once, it blocked a phone's main
  // thread for one long task. Until this product is built (after a link from another product,
  // `shown` is still that one), the spinner stays.
  const shown = useDeferredValue(product.data);
  if (product.isPending || (product.isSuccess && shown?.id !== product.data.id)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('page.loading')} />
      </Box>
    );
  }
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) return <ProductNotFound />;
    return <QueryError error={product.error} onRetry={() => void product.refetch()} />;
  }
  const details = shown ?? product.data;
  return <ProductDetails key={details.id} product={details} />;
}

/**
 * Starts what the page's first screen reads as soon as the host has loaded this module (before it
 * renders; on the server, before the render): the product, its reviews' first page (the rating
 * summary) and, once the product names it, its seller. Signed-out reads only: no token needed.
 */
export const prefetch: PagePrefetch = ({ params, queryClient }) => {
  const id = parseProductId(params.id);
  if (id === null) return;
  const product = productQuery(id);
  void queryClient.prefetchQuery({
    queryKey: product.queryKey,
    queryFn: async (context) => {
      const answer = await product.queryFn(context);
      // Started before the product's query settles, so whoever waits for it waits for this too.
      void queryClient.prefetchQuery(vendorQuery(answer.vendor_id));
      return answer;
    },
  });
  void queryClient.prefetchQuery(firstReviewsPageQuery(id));
  // The free-delivery line's threshold, so the server's HTML names the configured one.
  void queryClient.prefetchQuery(shopSettingsQuery());
};

/** `/product/:id`: the product with its variants, seller, reviews and related products. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = parseProductId(id);
  return (
    <Box component="section" data-remote="product" sx={{ py: 3 }}>
      {productId === null ? <ProductNotFound /> : <ProductLoader id={productId} />}
    </Box>
  );
}
