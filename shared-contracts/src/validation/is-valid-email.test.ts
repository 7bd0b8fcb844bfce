import { expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './is-valid-email';

it('accepts ordinary addresses, ignoring surrounding spaces', () => {
  for (const address of ['sam@example.com', ' a@b.de ', 'lena.m+shop@mail.example.co.uk']) {
    expect(isValidEmail(address), address).toBe(true);
  }
});

it('refuses what the API refuses: no domain, no dot in the domain, two @, spaces', () => {
  for (const address of ['lena@', 'lena@example', '@example.com', 'a@@b.de', 'sam.example.com']) {
    expect(isValidEmail(address), address).toBe(false);
  }
  for (const address of ['   ', 'a b@c.de', 'a@b.c-', 'a@-b.de', `${'x'.repeat(250)}@b.de`]) {
    expect(isValidEmail(address), address).toBe(false);
  }
});

it('is usable as a JSON-Schema pattern (Unicode regular expression)', () => {
  expect(new RegExp(EMAIL_PATTERN, 'u').test('sam@example.com')).toBe(true);
});
