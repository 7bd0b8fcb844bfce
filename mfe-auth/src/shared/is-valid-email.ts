/** The only client rule for an email is "not empty and contains '@'"; the server checks the rest. */
export function isValidEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}
