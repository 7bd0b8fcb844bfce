import { expect, it } from 'vitest';
import { isValidEmail } from './is-valid-email';

it('accepts an address with "@" and refuses empty text or text without "@"', () => {
  expect(isValidEmail('sam@example.com')).toBe(true);
  expect(isValidEmail(' a@b ')).toBe(true);
  expect(isValidEmail('sam.example.com')).toBe(false);
  expect(isValidEmail('   ')).toBe(false);
});
