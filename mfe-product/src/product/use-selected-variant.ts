import type { Product, Variant } from '@shop/shared-contracts/api/entities';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { useCallback } from 'react';
import { initialVariant } from './variants/variant-selection';

/**
 * The chosen variant lives in the address (`?variant=`), so a shared link opens the same choice;
 * without one (or with one of another product) the first variant in stock is chosen.
 */
export function useSelectedVariant(product: Product) {
  const [params, setParams] = useSearchParams();
  const variant = initialVariant(product, params.get('variant'));
  const select = useCallback(
    (next: Variant) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('variant', String(next.id));
          return updated;
        },
        // A choice is not a new page: Back leaves the product instead of undoing each click.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { variant, select };
}
