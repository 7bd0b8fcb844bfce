import { useTranslation } from '@shop/shared-platform/i18n/react';
import { StoreView } from '../store/store-page';

/** `/best-sellers`: the store, sorted by best selling unless the shopper sorts otherwise. */
export default function BestSellersPage() {
  const { t } = useTranslation('catalog');
  return <StoreView defaultSort="best_selling" title={t('bestSellers.title')} />;
}
