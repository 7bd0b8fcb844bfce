/**
 * Field-error texts that are message keys instead of prose, so every frontend shows them in the
 * shopper's language. The API sends them as the only message of the `password` field on a 422
 * of `POST /v1/register` and `POST /v1/profile/update` (and the password reset).
 */
export const PASSWORD_ERROR_KEYS = [
  'auth.password_too_weak',
  'auth.password_too_common',
  'auth.password_too_guessable',
  'auth.password_too_personal',
] as const;

/**
 * Blank or one repeated character (`too_weak`), a widely used or published password (`too_common`),
 * an easily guessed pattern (`too_guessable`) or the account's own e-mail or name (`too_personal`).
 */
export type PasswordErrorKey = (typeof PASSWORD_ERROR_KEYS)[number];

export function isPasswordErrorKey(text: string): text is PasswordErrorKey {
  return (PASSWORD_ERROR_KEYS as readonly string[]).includes(text);
}

/**
 * Machine codes of field errors, sent beside the English texts as `codes: { field: code }` on
 * 422 answers, so a client maps them to its own translated texts instead of showing English.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid',
  'email_invalid',
  'email_taken',
  'password_too_weak',
  'password_too_common',
  'password_too_guessable',
  'password_too_personal',
  'password_mismatch',
  /** A shipment not delivered, or its return window passed (`RETURN_WINDOW_DAYS`). */
  'not_returnable',
  /** The shipment already has a return waiting for the vendor (409). */
  'return_open',
  /** The return was already accepted or refused (409). */
  'return_decided',
  'phone_invalid',
  /** A number outside its limits (price, stock: `PRODUCT_LIMITS`). */
  'out_of_range',
  /** The same value twice where each may appear once (a colour × size pair). */
  'duplicate',
  /** More entries than allowed (variants). */
  'too_many',
  /** Publishing a product that has no picture or no stock. */
  'not_publishable',
  /** A product that is not in the shop (a draft or of a suspended store). */
  'unavailable',
  /** A coupon code another coupon of the shop already has (409 of the seller's coupon calls). */
  'code_taken',
  /** An end that is not after the start (a coupon's validity). */
  'ends_before_start',
  /** A field a coupon may no longer change once a shopper has used it (only end and limit may). */
  'coupon_used',
  /** A variant its vendor removed, kept only for the orders that name it (`POST /v1/cart`). */
  'retired',
  /** `quantity` of a cart line: none of the variant is in stock. */
  'out_of_stock',
  /** `quantity` of a cart line: more than the stock; the failure's `available` says how many. */
  'not_enough_stock',
  /**
   * The shopper's review of this product was hidden by an operator: no new one (409 on
   * `POST /v1/products/add-review` and `POST /v1/products/my-review`, field `review`).
   */
  'review_removed',
  /**
   * The shopper already runs a store, and a shopper runs at most one: no vendor application
   * (409 on `POST /v1/vendors`, field `application`).
   */
  'already_vendor',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(text: unknown): text is FieldErrorCode {
  return typeof text === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(text);
}

/** The field code of a password problem key (`auth.password_too_weak` -> `password_too_weak`). */
export const passwordCode = (key: PasswordErrorKey): FieldErrorCode =>
  key.slice('auth.'.length) as FieldErrorCode;

/**
 * The field error of `token` on a 422 of `POST /v1/reset-password` and `POST /v1/verify-email`:
 * the link is unknown, already used or expired (the shop offers a new one).
 */
export const LINK_INVALID_KEY = 'auth.link_invalid_or_expired';

/**
 * Codes of whole-request errors, sent as `code` beside the (translated) `message` of a failure
 * answer, so a client can react to the case and not to the words.
 */
export const REQUEST_ERROR_CODES = [
  /** 403: a write carrying the shop's cookies from a page of another site (CSRF). */
  'cross_site_request',
  /** 401: a call that authenticates by `Authorization: Bearer` only (a state-changing GET). */
  'bearer_required',
  /** 429: the client started too many visitor carts in the window (`Retry-After`). */
  'too_many_visitor_carts',
] as const;

export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];
