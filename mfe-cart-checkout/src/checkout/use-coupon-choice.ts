import type { CheckoutQuoteBody } from '@shop/shared-contracts/api/checkout-quote';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { useState } from 'react';
import { checkoutQuoteKey, quoteCheckout } from './api/quote-checkout';
import { couponMessage } from './coupon-message';

/**
 * The applied coupon. Applying asks the server for the quote with that code: the coupon counts
 * as applied only when the server priced the cart with it, and its quote is kept for display.
 */
export function useCouponChoice(choice: Omit<CheckoutQuoteBody, 'coupon'>) {
  const { t } = useTranslation('cartCheckout');
  const client = useQueryClient();
  const [applied, setApplied] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    // Sent with the code: the contract's `coupon` is optional (the API defaults it to none).
    mutationFn: (body: CheckoutQuoteBody & { coupon: string }) => quoteCheckout(body),
    onSuccess: (quote, body) => {
      const code = quote.coupon?.code ?? body.coupon;
      client.setQueryData(checkoutQuoteKey({ ...body, coupon: code }), quote);
      setApplied(code);
    },
    onError: (failure) => setError(couponMessage(failure, t)),
  });
  return {
    applied,
    error,
    checking: check.isPending,
    apply: (raw: string) => {
      const code = raw.trim();
      setError(null);
      if (!code) return setError(t('validation.emptyCoupon'));
      check.mutate({ ...choice, coupon: code });
    },
    clear: () => {
      setApplied('');
      setError(null);
    },
  };
}
