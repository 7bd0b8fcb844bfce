/**
 * The one e-mail rule of the shop, for the API (as a JSON-Schema `pattern`) and every form:
 * a local part of the characters RFC 5322 allows unquoted, an `@`, then a domain of at least two
 * labels (letters, digits, inner hyphens) whose last label starts with a letter. "lena@",
 * "lena@example" and "lena@@example.com" are refused; quoted local parts and IP-literal domains,
 * which no shopper types, are refused too.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$";

/** Longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

const email = new RegExp(EMAIL_PATTERN, 'u');

/** Whether the text (without surrounding spaces) is an e-mail address the API accepts. */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && email.test(trimmed);
}
