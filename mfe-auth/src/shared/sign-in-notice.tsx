import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { Alert } from '@shop/shared-platform/ui/mui-core';

/** The query the reset page adds to `/signin` after a new password was set. */
export const PASSWORD_RESET_NOTICE = 'password_reset=1';

export interface Notice {
  severity: 'success' | 'warning';
  key: string;
}

/**
 * What the sign-in page has to say about the way the shopper came: after a password reset, or
 * from the verification link of the sign-up mail (`email_verified=1`, or `0` for a dead link).
 */
export function useSignInNotice(): Notice | null {
  const [search] = useSearchParams();
  const verified = search.get('email_verified');
  if (search.get('password_reset') === '1')
    return { severity: 'success', key: 'signIn.notices.passwordReset' };
  if (verified === '1') return { severity: 'success', key: 'signIn.notices.emailVerified' };
  if (verified === '0') return { severity: 'warning', key: 'signIn.notices.emailLinkInvalid' };
  return null;
}

/** The notice above the sign-in form. */
export function SignInNotice() {
  const { t } = useTranslation('auth');
  const notice = useSignInNotice();
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="status" sx={{ mb: 2 }}>
      {t(notice.key)}
    </Alert>
  );
}
