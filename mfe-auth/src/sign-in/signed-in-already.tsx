import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Navigate } from '@shop/shared-platform/router/react-router';
import { useEffect } from 'react';
import { useSignInNotice } from '../shared/sign-in-notice';

/**
 * A signed-in shopper has no form to fill here and goes on to `to`; what the address had to tell
 * them (the sign-up mail's link opened in the signed-in browser: "address confirmed") comes along
 * as a toast instead of being lost with the sign-in page.
 */
export function SignedInAlready({ to }: { to: string }) {
  const { t } = useTranslation('auth');
  const notice = useSignInNotice();
  const message = notice ? t(notice.key) : null;
  const kind = notice?.severity;
  useEffect(() => {
    if (message && kind) emitShopEvent('shop:toast:requested', { kind, message });
  }, [message, kind]);
  return <Navigate to={to} replace />;
}
