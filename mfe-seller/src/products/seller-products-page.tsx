import type { ProductStatus, SellerProductSummary } from '@shop/shared-contracts/api/marketplace';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { ListFilters } from '../shared/list-filters';
import { ListPages } from '../shared/list-pages';
import { PageLink } from '../shared/page-link';
import { Empty, Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { useListParams } from '../shared/use-list-params';
import { useSellerProducts } from './products-api';

const STATUSES: readonly ProductStatus[] = ['draft', 'published'];

function ProductRow({ product }: { product: SellerProductSummary }) {
  const { t, i18n } = useTranslation('seller');
  const name = localizedName(product, i18n.language);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {product.image ? (
        <Box
          component="img"
          src={product.image}
          alt=""
          sx={{ width: 56, height: 56, objectFit: 'cover' }}
        />
      ) : null}
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          <PageLink to={sellerRoutes.sellerProduct(product.id)}>
            <UserText>{name}</UserText>
          </PageLink>
        </Typography>
        <Typography color="text.secondary">
          {formatEuro(product.price, i18n.language)} ·{' '}
          {t('products.stock', { count: product.stock })}
        </Typography>
      </Box>
      <Chip
        label={t(`products.status.${product.status}`)}
        color={product.status === 'published' ? 'success' : 'default'}
        size="small"
      />
    </Paper>
  );
}

function ProductsContent() {
  const { t } = useTranslation('seller');
  const list = useListParams();
  const products = useSellerProducts({
    page: list.page,
    ...(list.q ? { q: list.q } : {}),
    ...(list.status ? { status: list.status as ProductStatus } : {}),
  });
  const filtered = Boolean(list.q || list.status);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to={sellerRoutes.sellerProductNew()} variant="contained">
          {t('products.new')}
        </Button>
      </Box>
      <ListFilters
        search={{ value: list.q, label: t('products.search'), onSearch: (q) => list.set({ q }) }}
        status={{
          value: list.status,
          label: t('products.statusFilter'),
          options: STATUSES.map((status) => [status, t(`products.status.${status}`)] as const),
          onChange: (status) => list.set({ status }),
        }}
      />
      {products.isPending ? (
        <Loading label={t('products.loading')} />
      ) : products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.data.length === 0 ? (
        <Empty
          title={filtered ? t('products.noneFound') : t('products.none')}
          hint={filtered ? t('products.noneFoundHint') : t('products.noneHint')}
        />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('products.count', { count: products.data.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {products.data.data.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </Box>
          <ListPages
            page={products.data.current_page}
            last={products.data.last_page}
            onChange={(page) => list.set({ q: list.q, status: list.status, page })}
          />
        </>
      )}
    </>
  );
}

/** `/seller/products`: the vendor's products, searched and filtered by status. */
export default function SellerProductsPage() {
  return <SellerFrame title="products.title">{() => <ProductsContent />}</SellerFrame>;
}
