import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { Alert } from '@shop/shared-platform/ui/mui-core';

/** The query the reset page adds to `/signin` after a new password was set. */
export const PASSWORD_RESET_NOTICE = 'password_reset=1';

/**
 * What the sign-in page says about the way the shopper came: after a password reset, or from the
 * verification link of the sign-up mail (`email_verified=1`, or `0` for a dead link).
 */
export function SignInNotice() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const verified = search.get('email_verified');
  const notice =
    search.get('password_reset') === '1'
      ? { severity: 'success' as const, key: 'signIn.notices.passwordReset' }
      : verified === '1'
        ? { severity: 'success' as const, key: 'signIn.notices.emailVerified' }
        : verified === '0'
          ? { severity: 'warning' as const, key: 'signIn.notices.emailLinkInvalid' }
          : null;
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="status" sx={{ mb: 2 }}>
      {t(notice.key)}
    </Alert>
  );
}
