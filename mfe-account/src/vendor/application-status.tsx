import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { formatDate } from '@shop/shared-contracts/format/date';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { routes, sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Alert, Box, Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { HourglassTopOutlined } from '@shop/shared-platform/ui/page-icons';

const NEXT_STEPS = ['review', 'contact', 'setup'] as const;

/** Where the shopper's application stands, what happens next, and the way back to shopping. */
export function ApplicationStatus({ application }: { application: VendorApplication }) {
  const { t, i18n } = useTranslation('account');
  const storeName =
    i18n.language === 'du' ? application.store_name_in_german : application.store_name_in_arabic;
  return (
    <Stack spacing={2} component="section" aria-labelledby="vendor-status-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'warning.dark' }}>
        <HourglassTopOutlined aria-hidden />
        <Typography id="vendor-status-heading" variant="h5" component="h2">
          {t(`vendor.status.${application.status}.title`)}
        </Typography>
      </Box>
      <Alert
        severity={
          application.status === 'rejected'
            ? 'error'
            : application.status === 'approved'
              ? 'success'
              : 'info'
        }
      >
        {t(`vendor.status.${application.status}.text`)}
        {application.status === 'rejected' && application.rejection_reason ? (
          <Box component="span" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
            {t('vendor.status.rejected.reason', { reason: application.rejection_reason })}
          </Box>
        ) : null}
      </Alert>
      <Typography>
        {t('vendor.status.details', {
          store: storeName,
          date: formatDate(application.created_at, i18n.language as Language),
        })}
      </Typography>
      {application.status === 'under_review' ? (
        <Box>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('vendor.nextSteps.title')}
          </Typography>
          <Box component="ol" sx={{ m: 0, ps: 3 }}>
            {NEXT_STEPS.map((step) => (
              <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                {t(`vendor.nextSteps.${step}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* An approved applicant is a vendor now: the seller center is the way in. */}
        {application.status === 'approved' ? (
          <Button component={RouterLink} to={sellerRoutes.seller()} variant="contained">
            {t('vendor.openSellerCenter')}
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={routes.home()}
          variant={application.status === 'approved' ? 'outlined' : 'contained'}
        >
          {t('vendor.backHome')}
        </Button>
      </Box>
    </Stack>
  );
}
