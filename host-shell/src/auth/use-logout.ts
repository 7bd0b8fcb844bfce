import { routes } from '@shop/shared-contracts/routes';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from './api/logout';

/** The logout button shows the signed-out header for a second before sign-in opens. */
export const LOGOUT_REDIRECT_MS = 1000;

/**
 * Logs out (the session ends whether the call worked or not), toasts a failure, then opens
 * /signin after one second.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync } = useLogoutMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(async () => {
    try {
      await mutateAsync();
    } catch (error) {
      const message = isApiError(error) && error.status !== null ? error.message : '';
      emitShopEvent('shop:toast:requested', {
        kind: 'error',
        message: message || t('auth.logoutFailed'),
      });
    } finally {
      timer.current = setTimeout(() => navigate(routes.signIn()), LOGOUT_REDIRECT_MS);
    }
  }, [mutateAsync, navigate, t]);
}
