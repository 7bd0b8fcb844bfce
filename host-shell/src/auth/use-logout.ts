import { routes } from '@shop/shared-contracts/routes';
import { clearStoredToken } from '@shop/shared-platform/auth/token-storage';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the logout button redirects after one second. */
export const LOGOUT_REDIRECT_MS = 1000;

/**
 * Spec §4/§8: POST /v1/logout, clear credentials whether it worked or not, toast on failure,
 * then go to /signin after 1 s.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(async () => {
    try {
      await callApi('POST /v1/logout');
    } catch (error) {
      const message = isApiError(error) && error.status !== null ? error.message : '';
      emitShopEvent('shop:toast:requested', {
        kind: 'error',
        message: message || t('auth.logoutFailed'),
      });
    } finally {
      clearStoredToken();
      emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null });
      timer.current = setTimeout(() => navigate(routes.signIn()), LOGOUT_REDIRECT_MS);
    }
  }, [navigate, t]);
}
