import { routes } from '@shop/shared-contracts/routes';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from './api/logout';

/** As the header's logout: the signed-out page shows for a second before sign-in opens. */
export const LOGOUT_REDIRECT_MS = 1000;

/** Logs out (the session ends even if the call fails, which is toasted), then opens sign-in. */
export function useAccountLogout() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useLogoutMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const logout = useCallback(async () => {
    try {
      await mutateAsync();
    } catch (error) {
      const message = isApiError(error) && error.status !== null ? error.message : '';
      emitShopEvent('shop:toast:requested', {
        kind: 'error',
        message: message || t('logout.failed'),
      });
    } finally {
      timer.current = setTimeout(() => navigate(routes.signIn()), LOGOUT_REDIRECT_MS);
    }
  }, [mutateAsync, navigate, t]);
  return { logout, isPending };
}
