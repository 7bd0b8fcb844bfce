import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import { COUPON_LIMITS, type SellerCouponBody } from '@shop/shared-contracts/api/marketplace-money';
import { ApiError } from '../../http/api-error';

/** What a valid input stores: the code upper-case, a fixed amount in cents. */
export interface CouponValues {
  code: string;
  discountType: 'percentage' | 'fixed';
  amount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
}

const CODE_PATTERN = /^[A-Z0-9-]+$/;

const MESSAGES: Record<string, string> = {
  required: 'This field is required.',
  too_short: `At least ${COUPON_LIMITS.codeMin} characters.`,
  too_long: `At most ${COUPON_LIMITS.codeMax} characters.`,
  invalid: 'This value is not valid.',
  out_of_range: 'This number is outside its limits.',
  ends_before_start: 'The end must be after the start.',
  coupon_used: 'A coupon that has been used may change only its end and its usage limit.',
};

/** An ISO timestamp or null; anything else is undefined (invalid). */
function dateOf(raw: unknown): Date | null | undefined {
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw !== 'string') return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Checks every field at once and answers 422 with a code per bad field; a valid input comes back
 * as the values to store (fixed amounts as cents, the code trimmed and upper-case).
 */
export function couponValues(body: SellerCouponBody, usedCount = 0): CouponValues {
  const codes: Record<string, FieldErrorCode> = {};
  const code = String(body.code ?? '')
    .trim()
    .toUpperCase();
  if (!code) codes.code = 'required';
  else if (code.length < COUPON_LIMITS.codeMin) codes.code = 'too_short';
  else if (code.length > COUPON_LIMITS.codeMax) codes.code = 'too_long';
  else if (!CODE_PATTERN.test(code)) codes.code = 'invalid';

  const discountType = body.discount_type === 'fixed' ? 'fixed' : 'percentage';
  if (body.discount_type !== 'fixed' && body.discount_type !== 'percentage')
    codes.discount_type = 'invalid';
  const amount = Number(body.amount);
  let stored = 0;
  if (!Number.isFinite(amount)) codes.amount = 'required';
  else if (discountType === 'percentage') {
    if (!Number.isInteger(amount)) codes.amount = 'invalid';
    else if (amount < 1 || amount > COUPON_LIMITS.percentMax) codes.amount = 'out_of_range';
    stored = amount;
  } else {
    stored = Math.round(amount * 100);
    if (Math.abs(stored - amount * 100) > 1e-6) codes.amount = 'invalid';
    else if (stored < 1 || stored > COUPON_LIMITS.fixedMax * 100) codes.amount = 'out_of_range';
  }

  const startsAt = dateOf(body.starts_at);
  const endsAt = dateOf(body.ends_at);
  if (startsAt === undefined) codes.starts_at = 'invalid';
  if (endsAt === undefined) codes.ends_at = 'invalid';
  else if (endsAt && startsAt && endsAt <= startsAt) codes.ends_at = 'ends_before_start';

  const limit = body.usage_limit;
  if (limit !== null && limit !== undefined) {
    if (!Number.isInteger(limit)) codes.usage_limit = 'invalid';
    else if (limit < Math.max(1, usedCount) || limit > COUPON_LIMITS.usageLimitMax)
      codes.usage_limit = 'out_of_range';
  }

  const fields = Object.keys(codes);
  if (fields.length) {
    const errors = Object.fromEntries(
      fields.map((field) => [field, [MESSAGES[codes[field] as string] ?? 'Not valid.']]),
    );
    throw new ApiError(422, errors[fields[0] as string]?.[0] ?? 'Not valid.', errors, { codes });
  }
  return {
    code,
    discountType,
    amount: stored,
    startsAt: startsAt ?? null,
    endsAt: endsAt ?? null,
    usageLimit: limit ?? null,
  };
}

/** A used coupon keeps its code, kind, amount and start: 422 `coupon_used` on each that changed. */
export function refuseChangesOfUsed(
  stored: Omit<CouponValues, 'endsAt' | 'usageLimit'>,
  next: CouponValues,
): void {
  const codes: Record<string, FieldErrorCode> = {};
  if (next.code !== stored.code.toUpperCase()) codes.code = 'coupon_used';
  if (next.discountType !== stored.discountType) codes.discount_type = 'coupon_used';
  if (next.amount !== stored.amount) codes.amount = 'coupon_used';
  if (next.startsAt?.getTime() !== stored.startsAt?.getTime()) codes.starts_at = 'coupon_used';
  const fields = Object.keys(codes);
  if (!fields.length) return;
  const message = MESSAGES.coupon_used as string;
  throw new ApiError(422, message, Object.fromEntries(fields.map((field) => [field, [message]])), {
    codes,
  });
}
