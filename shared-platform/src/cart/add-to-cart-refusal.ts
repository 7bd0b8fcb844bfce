import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useCallback } from 'react';
import { isApiError } from '../http/api-error';
import { PLATFORM_NAMESPACE } from '../i18n/platform-texts';

/** Why the server refused an add to cart, as far as the shopper can act on it. */
export type AddToCartRefusal =
  | { reason: 'onlyInStock'; count: number }
  | { reason: 'soldOutNow' }
  | { reason: 'failed' };

/**
 * The API answers a quantity above the stock (counting what the cart already holds) with a 422 on
 * `quantity` saying, in English, how many are in stock; the number is taken from it so that the
 * shopper reads it in their own language.
 */
export function addToCartRefusal(error: unknown): AddToCartRefusal {
  const message = isApiError(error) ? error.errors?.quantity?.[0] : undefined;
  if (!message) return { reason: 'failed' };
  const stock = /^Only (\d+) item/.exec(message)?.[1];
  if (stock !== undefined) return { reason: 'onlyInStock', count: Number(stock) };
  if (/out of stock/i.test(message)) return { reason: 'soldOutNow' };
  return { reason: 'failed' };
}

/** The shopper's words for a refused add to cart (the platform's texts, in the page's language). */
export function useAddToCartRefusalText(): (error: unknown) => string {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return useCallback(
    (error: unknown) => {
      const refusal = addToCartRefusal(error);
      if (refusal.reason === 'onlyInStock') return t('cart.onlyInStock', { count: refusal.count });
      if (refusal.reason === 'soldOutNow') return t('cart.soldOutNow');
      return t('cart.addFailed');
    },
    [t],
  );
}
