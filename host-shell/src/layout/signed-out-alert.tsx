import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box } from '@shop/shared-platform/ui/mui-core';

/** The notice itself: a status, not an alert, since it is news but not the shopper's error. */
export function SignedOutAlert() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 'sm', mx: 'auto', px: 2, pt: 3 }}>
      <Alert severity="info" role="status" data-testid="signed-out-notice">
        {t('session.signedOut')}
      </Alert>
    </Box>
  );
}
