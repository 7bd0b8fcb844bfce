/**
 * The suite hashes with scrypt N=2^12 so a run stays fast on two cores; the server itself never
 * goes below the OWASP N=2^17 (config enforces it, src/accounts/passwords.test.ts checks it).
 */
export const TEST_PASSWORD_LOG_N = 12;
