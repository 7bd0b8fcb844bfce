import { useTranslation } from '@shop/shared-platform/i18n/react';
import { StoreView, storePrefetch } from '../store/store-page';

export const prefetch = storePrefetch('best_selling');

/** `/best-sellers`: the store, sorted by best selling unless the shopper sorts otherwise. */
export default function BestSellersPage() {
  const { t } = useTranslation('catalog');
  return <StoreView defaultSort="best_selling" title={t('bestSellers.title')} />;
}
