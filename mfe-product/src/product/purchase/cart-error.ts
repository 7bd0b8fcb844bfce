import { isApiError } from '@shop/shared-platform/http/api-error';

/** A translation key under `purchase` with its values. */
export interface CartErrorText {
  key: 'onlyInStock' | 'soldOutNow' | 'addToCartFailed';
  values?: { count: number };
}

/**
 * The shopper's words for a refused "add to cart". The API answers a quantity above the stock
 * (counting what the cart already holds) with a 422 on `quantity` saying how many are in stock,
 * in English; the number is taken from it and said in the shopper's language.
 */
export function cartErrorText(error: unknown): CartErrorText {
  const message = isApiError(error) ? error.errors?.quantity?.[0] : undefined;
  if (!message) return { key: 'addToCartFailed' };
  const stock = /^Only (\d+) item/.exec(message)?.[1];
  if (stock !== undefined) return { key: 'onlyInStock', values: { count: Number(stock) } };
  if (/out of stock/i.test(message)) return { key: 'soldOutNow' };
  return { key: 'addToCartFailed' };
}
