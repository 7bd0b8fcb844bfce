import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMutation } from '@shop/shared-platform/query/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { emitShopEvent } from '../events/event-bus';
import { isApiError } from '../http/api-error';
import { callApi } from '../http/call-api';
import { PLATFORM_NAMESPACE } from '../i18n/platform-texts';
import { useLocation, useNavigate } from '../router/react-router';
import { endSession } from './session';

/** The signed-out page shows for a second before sign-in opens. */
export const LOGOUT_REDIRECT_MS = 1000;

/** `POST /v1/logout`: the server forgets (revokes) the token. */
export function logout(): Promise<null> {
  return callApi('POST /v1/logout');
}

/**
 * The one logout of the shop (the header's and the account page's button): tells the server, ends
 * the session whether or not the server could be told (a failure is toasted), then opens sign-in
 * after `LOGOUT_REDIRECT_MS`. A page that needs a session is left at once by its guard (to sign-in
 * with a `returnTo`); then nothing more happens, neither from an unmounted button nor from one
 * that stays (the header's): a late redirect could land on sign-in after the shopper has signed
 * in again.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: logout,
    onSettled: () => endSession('logout'),
  });
  const shownLocation = useRef(location.key);
  shownLocation.current = location.key;
  const mounted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(async () => {
    const from = shownLocation.current;
    try {
      await mutateAsync();
    } catch (error) {
      const message = isApiError(error) && error.status !== null ? error.message : '';
      emitShopEvent('shop:toast:requested', {
        kind: 'error',
        message: message || t('logout.failed'),
      });
    }
    if (!mounted.current) return;
    timer.current = setTimeout(() => {
      if (shownLocation.current === from) navigate(routes.signIn());
    }, LOGOUT_REDIRECT_MS);
  }, [mutateAsync, navigate, t]);
  return { logout: run, isPending };
}
