/** The only client rule for an e-mail address: not empty and contains '@'; the server checks the rest. */
export function isValidEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}
