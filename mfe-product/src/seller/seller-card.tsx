import type { VendorProfile } from '@shop/shared-contracts/api/product-details';
import { intlLocale } from '@shop/shared-contracts/format/locale';
import { formatRating } from '@shop/shared-contracts/format/rating';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShownAnswer } from '@shop/shared-platform/query/use-shown-answer';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { Avatar, Rating } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useShownTimeZone } from '@shop/shared-platform/ui/use-hydrated';
import { useVendor } from './api/get-vendor';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function SellerDetails({ vendor }: { vendor: VendorProfile }) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  // The server's and the hydrating browser's month agree; the shopper's own follows.
  const timeZone = useShownTimeZone();
  const name = language === 'du' ? vendor.store_name_in_german : vendor.store_name_in_arabic;
  const memberSince = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(vendor.member_since));
  const count = (value: number) => new Intl.NumberFormat(intlLocale(language)).format(value);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar
          src={vendor.store_logo ? imageUrl(vendor.store_logo) : undefined}
          alt=""
          sx={{ width: 56, height: 56 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h6"
            component="p"
            data-testid="seller-name"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          {vendor.city && <Typography color="text.secondary">{vendor.city}</Typography>}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={vendor.average_rating} precision={0.1} readOnly size="small" aria-hidden />
        <Typography data-testid="seller-rating">
          {t('seller.rating', {
            average: formatRating(vendor.average_rating, language),
            count: vendor.reviews_count,
          })}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
        }}
      >
        <Figure label={t('seller.products')} value={count(vendor.products_count)} />
        <Figure label={t('seller.reviews')} value={count(vendor.reviews_count)} />
        <Figure label={t('seller.memberSince')} value={memberSince} />
      </Box>
      <Box>
        <Button
          variant="outlined"
          component={RouterLink}
          to={routes.store({ vendor_id: vendor.id })}
        >
          {t('seller.allProducts')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Who sells the product, with figures the API computes from the seller's products and reviews. */
export function SellerCard({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('product');
  const vendor = useVendor(vendorId);
  const { shown, building } = useShownAnswer(vendor);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="seller-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="seller-title" variant="h5" component="h2" gutterBottom>
        {t('seller.title')}
      </Typography>
      {(vendor.isPending || building) && (
        <CircularProgress size={28} aria-label={t('seller.loading')} />
      )}
      {vendor.isError && <QueryError error={vendor.error} onRetry={() => void vendor.refetch()} />}
      {vendor.isSuccess && shown && <SellerDetails vendor={shown} />}
    </Paper>
  );
}
