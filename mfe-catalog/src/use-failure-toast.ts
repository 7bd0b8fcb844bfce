import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useEffect, useRef } from 'react';

/**
 * A failed load raises one error toast: the reason, then where it happened ("In Products").
 * Only a new error toasts again; a language switch does not.
 */
export function useFailureToast(
  error: unknown,
  whereKey: 'errors.inProducts' | 'errors.inCategories',
) {
  const { t } = useTranslation('catalog');
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    if (!error) return;
    const reason =
      isApiError(error) && error.message ? error.message : translate.current('errors.generic');
    emitShopEvent('shop:toast:requested', {
      kind: 'error',
      message: `${reason} ${translate.current(whereKey)}`,
    });
  }, [error, whereKey]);
}
