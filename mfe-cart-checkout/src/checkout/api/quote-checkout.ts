import type { CheckoutQuote, CheckoutQuoteBody } from '@shop/shared-contracts/api/checkout-quote';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { keepPreviousData, useQuery } from '@shop/shared-platform/query/react-query';

/**
 * Under the cart's key: "cart changed" invalidates the cart and every quote of it at once, and
 * a sign-out drops them together.
 */
export const checkoutQuoteKey = (body: CheckoutQuoteBody) => [...cartKey, 'quote', body] as const;

/** `POST /v1/checkout/quote`: what placing the order would charge now, priced by the server. */
export function quoteCheckout(
  body: CheckoutQuoteBody,
  signal?: AbortSignal,
): Promise<CheckoutQuote> {
  return callApi('POST /v1/checkout/quote', { body, signal });
}

/** The quote for a choice; while a new choice is priced the previous figures stay on screen. */
export function useCheckoutQuote(body: CheckoutQuoteBody, enabled = true) {
  return useQuery({
    queryKey: checkoutQuoteKey(body),
    queryFn: ({ signal }) => quoteCheckout(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
