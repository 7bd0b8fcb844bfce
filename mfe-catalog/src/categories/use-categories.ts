import type { Category } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useEffect, useState } from 'react';

export type CategoriesState =
  | { status: 'loading' }
  | { status: 'succeeded'; categories: Category[] }
  | { status: 'failed' };

/** Categories of the shop, read through the host-configured API client. */
export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    callApi('GET /v1/categories')
      .then((categories) => active && setState({ status: 'succeeded', categories }))
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
