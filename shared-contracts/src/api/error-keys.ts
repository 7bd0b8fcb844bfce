/**
 * Field-error texts that are message keys instead of prose, so every frontend shows them in the
 * shopper's language. The API sends them as the only message of the `password` field on a 422
 * of `POST /v1/register` and `POST /v1/profile/update`.
 */
export const PASSWORD_ERROR_KEYS = ['auth.password_too_weak', 'auth.password_too_common'] as const;

/** Blank, one repeated character (`auth.password_too_weak`) or a widely used password. */
export type PasswordErrorKey = (typeof PASSWORD_ERROR_KEYS)[number];

export function isPasswordErrorKey(text: string): text is PasswordErrorKey {
  return (PASSWORD_ERROR_KEYS as readonly string[]).includes(text);
}

/**
 * The field error of `token` on a 422 of `POST /v1/reset-password` and `POST /v1/verify-email`:
 * the link is unknown, already used or expired (the shop offers a new one).
 */
export const LINK_INVALID_KEY = 'auth.link_invalid_or_expired';
