import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useEffect, useRef } from 'react';

/** A failed category load raises one error toast ending in the translated "In Categories". */
export function useCategoriesFailureToast(error: Error | null): void {
  const { t } = useTranslation();
  // Read the current `t` when the error happens; a language switch must not toast again.
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    if (!error) return;
    const reason = error.message || translate.current('errors.generic');
    emitShopEvent('shop:toast:requested', {
      kind: 'error',
      message: `${reason} ${translate.current('errors.inCategories')}`,
    });
  }, [error]);
}
