import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await post('/v1/register', {
    name: 'Mona Lisa',
    email: 'mona@example.com',
    password: 'Sichere-Bucht-42',
    password_confirmation: 'Sichere-Bucht-42',
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

describe('profile update', () => {
  it('updates the name only and needs no verification', async () => {
    const token = await login(ctx.app, { email: 'mona@example.com', password: 'Sichere-Bucht-42' });
    const response = await post('/v1/profile/update', { name: 'Mona Neu' }, token);
    expect(response.json()).toMatchObject({
      status: true,
      data: { user: { name: 'Mona Neu' }, email_verification_needed: false },
    });
  });

  it('changes nothing when nothing differs', async () => {
    const token = await login(ctx.app, { email: 'mona@example.com', password: 'Sichere-Bucht-42' });
    const same = await post('/v1/profile/update', { email: 'MONA@example.com' }, token);
    expect(same.json()).toMatchObject({
      message: 'Nothing to update.',
      data: { email_verification_needed: false },
    });
  });

  it('requires the current password to change the email address', async () => {
    const token = await login(ctx.app, { email: 'mona@example.com', password: 'Sichere-Bucht-42' });
    const missing = await post('/v1/profile/update', { email: 'mona.other@example.com' }, token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password[0]).toMatch(/required to change the email/);
    const wrong = await post(
      '/v1/profile/update',
      { email: 'mona.other@example.com', current_password: 'nope-nope' },
      token,
    );
    expect(wrong.json().errors.current_password[0]).toMatch(/incorrect/);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: auth(token),
    });
    expect(profile.json().data.user.email).toBe('mona@example.com');
  });

  it('requires the right current password to set a new one and asks to verify a new email', async () => {
    const token = await login(ctx.app, { email: 'mona@example.com', password: 'Sichere-Bucht-42' });
    const missing = await post(
      '/v1/profile/update',
      { password: 'Neue-Bucht-43', password_confirmation: 'Neue-Bucht-43' },
      token,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('current_password');
    const wrong = await post(
      '/v1/profile/update',
      {
        current_password: 'nope-nope',
        password: 'Neue-Bucht-43',
        password_confirmation: 'Neue-Bucht-43',
      },
      token,
    );
    expect(wrong.json().errors.current_password[0]).toMatch(/incorrect/);
    const taken = await post('/v1/profile/update', { email: 'shopper@example.com' }, token);
    expect(taken.statusCode).toBe(422);
    const changed = await post(
      '/v1/profile/update',
      {
        email: 'mona.neu@example.com',
        current_password: 'Sichere-Bucht-42',
        password: 'Neue-Bucht-43',
        password_confirmation: 'Neue-Bucht-43',
      },
      token,
    );
    expect(changed.json()).toMatchObject({
      data: {
        user: { email: 'mona.neu@example.com', email_verified_at: null },
        email_verification_needed: true,
      },
    });
    expect(
      await login(ctx.app, { email: 'mona.neu@example.com', password: 'Neue-Bucht-43' }),
    ).toBeTruthy();
  });
});
