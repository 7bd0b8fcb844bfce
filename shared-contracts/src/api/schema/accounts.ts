/** Schemas of accounts and sessions: sign-in, sign-up, password reset, e-mail check, profile. */
import { Type } from 'typebox';
import { email, lang, linkToken, mailLanguage } from './fields';
import { arrayOf, bool, id, int, nullableStr, object, oneOf, str, timestamp } from './primitives';

export const user = object({
  id,
  name: str(120),
  email: str(254),
  email_verified_at: nullableStr,
  created_at: timestamp,
  /** `operator` runs the back office. Optional: older API builds do not send it. */
  role: Type.Optional(oneOf(['shopper', 'operator'])),
  /** The store the user owns (a vendor, suspended or not), else null; absent from older builds. */
  vendor_id: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] })),
  /** The shopper's own choice of mail language; null: the language they last used the shop in. */
  mail_language: Type.Optional(mailLanguage),
});

export const loginBody = object({
  email: str(254, 1),
  password: str(128, 1),
  /** Long-lived token when true, short-lived otherwise. */
  remember_me: Type.Optional(bool),
  /** The language the shopper sees (du, ar, en): later mails follow the last one signed in with. */
  lang: Type.Optional(lang),
  /**
   * `cookie`: the session is set as an HttpOnly cookie and the answer carries no token (the
   * shop's pages); `token` (the default): the token is answered for `Authorization: Bearer`.
   */
  session: Type.Optional(oneOf(['cookie', 'token'])),
});

/** A visitor-cart line that the shopper's cart could not take whole: `kept` is what it holds. */
export const cappedCartLine = object({ product_id: id, product_variant_id: id, kept: int });

/** What signing in did with the visitor's cart (present when one was merged). */
export const cartMerge = object({ capped: arrayOf(cappedCartLine) });

export const loginResult = object({
  /** Absent when the session went into the cookie (`session: 'cookie'`). */
  token: Type.Optional(str(100)),
  user,
  cart_merge: Type.Optional(cartMerge),
});

export const registerBody = object({
  name: str(120, 1),
  email,
  password: str(128, 8),
  password_confirmation: str(128, 1),
  /** The language the shopper sees (du, ar, en), for the verification mail. */
  lang: Type.Optional(lang),
});

export const forgotPasswordBody = object({ email, lang: Type.Optional(lang) });

export const resetPasswordBody = object({
  token: linkToken,
  password: str(128, 8),
  password_confirmation: str(128, 1),
  lang: Type.Optional(lang),
});

export const tokenBody = object({ token: linkToken });

export const deviceKind = oneOf(['web session', 'API Token']);
export const deviceInfo = object({ device_type: str(40), browser: str(80), os: str(80) });

export const device = object({
  id,
  type: deviceKind,
  is_current: bool,
  device_info: deviceInfo,
  last_activity: timestamp,
  created_at: timestamp,
  last_used: nullableStr,
});

export const devices = object({
  total_devices: int,
  web_sessions: int,
  api_tokens: int,
  current_device: deviceInfo,
  all_devices: arrayOf(device),
});

export const profile = object({ user, devices });

/** Every field optional: only what is sent changes. */
export const profileUpdateBody = object({
  name: Type.Optional(str(120, 1)),
  email: Type.Optional(email),
  current_password: Type.Optional(str(128, 1)),
  password: Type.Optional(str(128, 8)),
  password_confirmation: Type.Optional(str(128, 0)),
  /** German or Arabic for every mail, or null to follow the language the shop is used in. */
  mail_language: Type.Optional(mailLanguage),
});
export const profileUpdateResult = object({ user, email_verification_needed: bool });

/** How many sessions were signed out. */
export const revokedDevices = object({ revoked: int });
