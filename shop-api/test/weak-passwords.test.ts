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

  it('refuses the same passwords when a shopper changes theirs', async () => {
    const token = await login(ctx.app, { email: 'strong@example.com', password: 'Lange-Nacht-42' });
    for (const password of ['aaaaaaaa', 'password', '12345678']) {
      const response = await callAs(ctx.app, 'POST', '/v1/profile/update', token, {
        current_password: 'Lange-Nacht-42',
        password,
        password_confirmation: password,
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password, password).toEqual([
        password === 'aaaaaaaa' ? 'auth.password_too_weak' : 'auth.password_too_common',
      ]);
    }
  });
});
