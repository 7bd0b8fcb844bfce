import type { CheckoutQuote, CheckoutQuoteBody } from '@shop/shared-contracts/api/checkout-quote';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { cartQuery } from '@shop/shared-platform/cart/cart-query';
import { callApi } from '@shop/shared-platform/http/call-api';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
} from '@shop/shared-platform/query/react-query';

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

/**
 * The quote for a choice; while a new choice is priced the previous figures stay on screen.
 * Null for a cart with nothing to charge: a cart change refreshes the cart and its quotes at
 * once, so the quote waits for the cart's fresh answer and does not ask the API about a cart
 * that has just been emptied (which it would refuse with a 422).
 */
export function useCheckoutQuote(body: CheckoutQuoteBody, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: checkoutQuoteKey(body),
    queryFn: async ({ signal }): Promise<CheckoutQuote | null> => {
      const cart = await client.fetchQuery(cartQuery);
      if (!cart.some((item) => !item.out_of_stock)) return null;
      return quoteCheckout(body, signal);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
