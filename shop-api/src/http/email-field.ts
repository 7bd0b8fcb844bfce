import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@shop/shared-contracts/validation/is-valid-email';

/** An e-mail field checked by the same rule as the shop's forms (shared-contracts). */
export const emailField = {
  type: 'string',
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
} as const;
