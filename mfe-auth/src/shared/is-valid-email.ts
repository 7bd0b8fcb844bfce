/** Spec §5: the only client rule for an email is "not empty and contains '@'". */
export function isValidEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}
