import type { Category } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchStatus } from '../cart/cart-atoms';

/** Categories for the mega-menu; spec §4: a failure raises a toast ending in "In Categories". */
export function useCategories(): { categories: Category[]; status: FetchStatus } {
  const { t: currentT } = useTranslation();
  // Read the current `t` when the error happens; a language switch must not refetch.
  const translate = useRef(currentT);
  translate.current = currentT;
  const [state, setState] = useState<{ categories: Category[]; status: FetchStatus }>({
    categories: [],
    status: 'loading',
  });

  useEffect(() => {
    let cancelled = false;
    callApi('GET /v1/categories')
      .then((categories) => {
        if (!cancelled) setState({ categories, status: 'succeeded' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ categories: [], status: 'failed' });
        const t = translate.current;
        const reason =
          error instanceof Error && error.message ? error.message : t('errors.generic');
        emitShopEvent('shop:toast:requested', {
          kind: 'error',
          message: `${reason} ${t('errors.inCategories')}`,
        });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
