import {
  COUPON_LIMITS,
  type SellerCoupon,
  type SellerCouponInput,
} from '@shop/shared-contracts/api/marketplace-money';

/** The dialog's fields as typed: text, with dates as `YYYY-MM-DD` (UTC days). */
export interface CouponDraft {
  code: string;
  discount_type: 'percentage' | 'fixed';
  amount: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
}

export const emptyDraft: CouponDraft = {
  code: '',
  discount_type: 'percentage',
  amount: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
};

export function draftOf(coupon: SellerCoupon): CouponDraft {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    amount: String(coupon.amount),
    starts_at: coupon.starts_at?.slice(0, 10) ?? '',
    ends_at: coupon.ends_at?.slice(0, 10) ?? '',
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
  };
}

/** A typed number: a comma is read as the decimal point too (`4,50`). */
const numberOf = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * What the API gets: a start at the beginning of its UTC day, an end at the end of its own. An end
 * kept unchanged from the coupon is sent back as it was, so a used coupon's time stays the same.
 */
export function inputOf(draft: CouponDraft, coupon?: SellerCoupon): SellerCouponInput {
  const keep = (field: 'starts_at' | 'ends_at') =>
    coupon?.[field] && coupon[field]?.slice(0, 10) === draft[field] ? coupon[field] : null;
  return {
    code: draft.code.trim().toUpperCase(),
    discount_type: draft.discount_type,
    amount: numberOf(draft.amount),
    starts_at: draft.starts_at ? (keep('starts_at') ?? `${draft.starts_at}T00:00:00.000Z`) : null,
    ends_at: draft.ends_at ? (keep('ends_at') ?? `${draft.ends_at}T23:59:59.999Z`) : null,
    usage_limit: draft.usage_limit.trim() ? numberOf(draft.usage_limit) : null,
  };
}

/**
 * The same limits the API checks, so most mistakes are shown before sending; the API's codes
 * (`code_taken`, `coupon_used`) land on the same fields.
 */
export function checkDraft(draft: CouponDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = draft.code.trim();
  if (!code) errors.code = 'required';
  else if (code.length < COUPON_LIMITS.codeMin) errors.code = 'too_short';
  else if (code.length > COUPON_LIMITS.codeMax) errors.code = 'too_long';
  else if (!/^[A-Za-z0-9-]+$/.test(code)) errors.code = 'code_pattern';
  const amount = numberOf(draft.amount);
  if (!draft.amount.trim()) errors.amount = 'required';
  else if (!Number.isFinite(amount)) errors.amount = 'invalid';
  else if (draft.discount_type === 'percentage') {
    if (!Number.isInteger(amount) || amount < 1 || amount > COUPON_LIMITS.percentMax)
      errors.amount = 'percent_range';
  } else if (!/^\d+([.,]\d{1,2})?$/.test(draft.amount.trim())) errors.amount = 'invalid';
  else if (amount < 0.01 || amount > COUPON_LIMITS.fixedMax) errors.amount = 'fixed_range';
  if (draft.starts_at && draft.ends_at && draft.ends_at < draft.starts_at)
    errors.ends_at = 'ends_before_start';
  if (draft.usage_limit.trim()) {
    const limit = numberOf(draft.usage_limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > COUPON_LIMITS.usageLimitMax)
      errors.usage_limit = 'usage_limit_range';
  }
  return errors;
}

/** Where a coupon stands today, for its label. */
export function couponState(
  coupon: SellerCoupon,
  now = Date.now(),
): 'active' | 'scheduled' | 'ended' | 'used_up' {
  if (coupon.ends_at && Date.parse(coupon.ends_at) < now) return 'ended';
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return 'used_up';
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now) return 'scheduled';
  return 'active';
}

/** A server code said more precisely where the field knows its limits (`out_of_range`). */
export function fieldCode(field: string, code: string, type: CouponDraft['discount_type']): string {
  if (code !== 'out_of_range') return code;
  if (field === 'amount') return type === 'percentage' ? 'percent_range' : 'fixed_range';
  if (field === 'usage_limit') return 'usage_limit_range';
  return code;
}
