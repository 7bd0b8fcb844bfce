import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useLocation } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { Alert, Box } from '@shop/shared-platform/ui/mui-core';

/**
 * On the sign-in page after the API refused this browser's session (401: revoked from another
 * device, expired): says why the shopper has to sign in again, instead of a bare sign-in form.
 * A status, not an alert: it is news, but not an error of the shopper's.
 */
export function SignedOutNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status, endedBy } = useSession();
  const refused = status === 'signed-out' && (endedBy === 'unauthorized' || endedBy === 'expired');
  if (!refused || pathname !== routes.signIn()) return null;
  return (
    <Box sx={{ maxWidth: 'sm', mx: 'auto', px: 2, pt: 3 }}>
      <Alert severity="info" role="status" data-testid="signed-out-notice">
        {t('session.signedOut')}
      </Alert>
    </Box>
  );
}
