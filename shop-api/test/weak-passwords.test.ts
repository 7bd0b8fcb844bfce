import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, login, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (email: string, password: string) =>
  callAs(ctx.app, 'POST', '/v1/register', null, {
    name: 'Weak Willi',
    email,
    password,
    password_confirmation: password,
  });

describe('weak passwords', () => {
  it('refuses blank, repeated and common passwords at sign-up with a message key', async () => {
    const cases: [string, string][] = [
      ['        ', 'auth.password_too_weak'],
      ['aaaaaaaa', 'auth.password_too_weak'],
      ['password', 'auth.password_too_common'],
      ['Password1', 'auth.password_too_common'],
      ['qwertyuiop', 'auth.password_too_common'],
    ];
    for (const [index, [password, key]] of cases.entries()) {
      const response = await register(`weak${index}@example.com`, password);
      expect(response.statusCode, JSON.stringify(password)).toBe(422);
      expect(response.json().errors.password, JSON.stringify(password)).toEqual([key]);
    }
    expect((await register('strong@example.com', 'Lange-Nacht-42')).statusCode).toBe(201);
  });

  it('refuses guessable, published and personal passwords with a key and a field code', async () => {
    const cases: [email: string, password: string, key: string][] = [
      ['guess1@example.com', 'Password1!', 'auth.password_too_guessable'],
      ['guess2@example.com', 'abcdefgh', 'auth.password_too_guessable'],
      // The README's demo password is the first one anybody tries.
      ['guess3@example.com', 'Shopper123!', 'auth.password_too_common'],
      ['lena.berg@example.com', 'lena.berg@example.com', 'auth.password_too_personal'],
      ['lena.berg@example.com', 'Berg-Lena-1990', 'auth.password_too_personal'],
      ['guess4@example.com', 'Weak-Willi-Tag', 'auth.password_too_personal'],
    ];
    for (const [email, password, key] of cases) {
      const response = await register(email, password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password, password).toEqual([key]);
      expect(response.json().codes.password, password).toBe(key.replace('auth.', ''));
    }
    // What the e2e journeys and the tests sign up with stays allowed.
    for (const [index, password] of ['Newbie123!', 'Wander-Lust-58'].entries())
      expect((await register(`fine${index}@example.com`, password)).statusCode, password).toBe(201);
  });

  it('refuses the same passwords when a shopper changes theirs', async () => {
    const token = await login(ctx.app, { email: 'strong@example.com', password: 'Lange-Nacht-42' });
    for (const password of ['aaaaaaaa', 'password', '12345678', 'Password1!', 'strong-Strong']) {
      const response = await callAs(ctx.app, 'POST', '/v1/profile/update', token, {
        current_password: 'Lange-Nacht-42',
        password,
        password_confirmation: password,
      });
      expect(response.statusCode, password).toBe(422);
      const expected: Record<string, string> = {
        aaaaaaaa: 'auth.password_too_weak',
        'Password1!': 'auth.password_too_guessable',
        'strong-Strong': 'auth.password_too_personal',
      };
      expect(response.json().errors.password, password).toEqual([
        expected[password] ?? 'auth.password_too_common',
      ]);
    }
  });
});
