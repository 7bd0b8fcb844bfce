import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { type MailInbox, startMailInbox } from './support/mail-inbox';
import { createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let inbox: MailInbox;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({ smtpUrl: inbox.url, publicShopUrl: 'http://shop.test' });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const register = (email: string, password = 'Lange-Nacht-42') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/register',
    headers: { 'accept-language': 'en' },
    payload: { name: 'Sara Sommer', email, password, password_confirmation: password },
  });

/** What a client sees of an answer. */
const visible = (response: Awaited<ReturnType<typeof register>>) => ({
  status: response.statusCode,
  body: response.json(),
});

describe('signing up with an address that has an account', () => {
  it('answers exactly like a fresh sign-up and mails the owner instead', async () => {
    await ctx.database.db
      .update(users)
      .set({ language: 'du' })
      .where(eq(users.email, SHOPPER.email));
    const fresh = visible(await register('fresh-sara@example.com'));
    const taken = visible(await register('Shopper@Example.com'));
    expect(fresh).toEqual({
      status: 201,
      body: {
        status: true,
        message: 'Registration successful! Please check your inbox to verify your email.',
        data: null,
      },
    });
    expect(taken).toEqual(fresh);

    await ctx.app.mail.settled();
    const [notice, ...more] = inbox.to(SHOPPER.email);
    expect(more).toEqual([]);
    // In the owner's own language, not the one of the request (English).
    expect(notice?.subject).toBe('Jemand wollte sich mit deiner E-Mail-Adresse registrieren');
    expect(notice?.text).toContain('http://shop.test/signin');
    expect(notice?.text).toContain('http://shop.test/forgot-password');
    // The account is untouched: the old password still signs in, no second user exists.
    await login(ctx.app, SHOPPER);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, SHOPPER.email));
    expect(rows).toHaveLength(1);
  });

  it('mails the owner at most once a window, however often the address is tried', async () => {
    const before = inbox.to('other@example.com').length;
    for (let i = 0; i < 3; i++) expect((await register('other@example.com')).statusCode).toBe(201);
    await ctx.app.mail.settled();
    expect(inbox.to('other@example.com').length - before).toBe(1);
  });

  it('still says what is wrong with the form, the same for a taken and a fresh address', async () => {
    const weakTaken = await register(SHOPPER.email, 'aaaaaaaa');
    const weakFresh = await register('weak-sara@example.com', 'aaaaaaaa');
    expect(weakTaken.statusCode).toBe(422);
    expect(weakTaken.json()).toEqual(weakFresh.json());
    expect(weakTaken.json().codes).not.toHaveProperty('email');
  });
});
