import { isApiError } from '@shop/shared-platform/http/api-error';
import type { TFunction } from 'i18next';

// The API's coupon refusals, each with its text in the shopper's language.
const KNOWN: Record<string, string> = {
  'Invalid coupon code': 'coupon.invalid',
  'This coupon is not valid yet.': 'coupon.notYetValid',
  'This coupon has expired.': 'coupon.expired',
  'This coupon has reached its usage limit.': 'coupon.usedUp',
  'This coupon does not apply to the items in your cart.': 'coupon.notApplicable',
};

/** Why a coupon was refused: the server's reason (translated when known), else "Invalid coupon code". */
export function couponMessage(error: unknown, t: TFunction<'cartCheckout'>): string {
  const reason = isApiError(error) ? (error.errors?.coupon?.[0] ?? error.message) : '';
  const key = KNOWN[reason];
  if (key) return t(key);
  if (isApiError(error) && error.status === null) return t('coupon.offline');
  return reason || t('coupon.invalid');
}
