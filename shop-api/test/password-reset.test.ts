import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/accounts/tokens';
import { passwordResets, users } from '../src/db/schema-accounts';
import { linkIn, type MailInbox, startMailInbox } from './support/mail-inbox';
import { auth, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let inbox: MailInbox;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({
    smtpUrl: inbox.url,
    publicShopUrl: 'http://shop.test',
    resetMaxPerIp: 4,
  });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

let ipCounter = 0;
/** Each test speaks from its own address, so the per-address limit of one does not touch another. */
const newIp = () => `10.0.0.${++ipCounter}`;

const post = (url: string, payload: object, ip = newIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

const resetLinkPrefix = 'http://shop.test/reset-password?token=';

/** Asks for a reset and answers the token of the mail it sent. */
async function mailedToken(email: string, lang = 'en'): Promise<string> {
  const before = inbox.to(email).length;
  expect((await post('/v1/forgot-password', { email, lang })).statusCode).toBe(200);
  await ctx.app.mail.settled();
  const mails = inbox.to(email);
  expect(mails).toHaveLength(before + 1);
  return new URL(linkIn(mails.at(-1), resetLinkPrefix)).searchParams.get('token') ?? '';
}

const resetsOf = async (email: string) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return ctx.database.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.userId, user?.id ?? 0));
};

/** Lets the account's last mail look older than the one-a-minute gap. */
const ageResets = (email: string) =>
  ctx.database.db.execute(
    sql`UPDATE password_resets SET created_at = created_at - interval '2 minutes' WHERE user_id = (SELECT id FROM users WHERE email = ${email})`,
  );

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only an account', async () => {
    const known = await post('/v1/forgot-password', { email: OTHER.email, lang: 'du' });
    const unknown = await post('/v1/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.mail.settled();
    expect(inbox.to('ghost@example.com')).toHaveLength(0);
    const [mail] = inbox.to(OTHER.email);
    expect(mail?.subject).toBe('Setze dein Passwort zurück');
    expect(mail?.html).toContain('lang="de" dir="ltr"');
    const token = new URL(linkIn(mail, resetLinkPrefix)).searchParams.get('token') ?? '';
    // Only the SHA-256 of the mailed token is kept, with a 30 minute expiry.
    const [row] = await resetsOf(OTHER.email);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('mails in Arabic, right to left, when the shopper reads Arabic', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO users (name, email, password_hash) VALUES ('أمل', 'amal@example.com', 'x')`,
    );
    const response = await post('/v1/forgot-password', { email: 'amal@example.com' }, newIp(), {
      'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5',
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.mail.settled();
    const [mail] = inbox.to('amal@example.com');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('مرحبًا أمل،');
  });

  it('mails one account at most once a minute and keeps at most three live links', async () => {
    const email = 'burst@example.com';
    await ctx.database.db.execute(
      sql`INSERT INTO users (name, email, password_hash) VALUES ('Burst', ${email}, 'x')`,
    );
    for (let i = 0; i < 4; i++) {
      expect((await post('/v1/forgot-password', { email })).statusCode).toBe(200);
    }
    await ctx.app.mail.settled();
    expect(inbox.to(email)).toHaveLength(1);
    expect(await resetsOf(email)).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      await ageResets(email);
      await post('/v1/forgot-password', { email });
      await ctx.app.mail.settled();
    }
    expect(await resetsOf(email)).toHaveLength(3);
    expect(inbox.to(email)).toHaveLength(3);
  });

  it('answers 429 with Retry-After past the limit of one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/v1/forgot-password', { email: `n${i}@example.com` }, ip)).statusCode,
      ).toBe(200);
    }
    const limited = await post('/v1/forgot-password', { email: 'n5@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await post('/v1/forgot-password', { email: 'n5@example.com' })).statusCode).toBe(200);
  });

  it('sweeps expired links on the next request', async () => {
    const email = OTHER.email;
    await ctx.database.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second'`,
    );
    await post('/v1/forgot-password', { email: 'ghost@example.com' });
    await ctx.app.mail.settled();
    expect(await resetsOf(email)).toHaveLength(0);
  });
});

describe('reset password', () => {
  const newPassword = 'Neues-Passwort-77';

  it('sets the password, signs every session and API token out and mails a notice', async () => {
    const browser = await login(ctx.app, SHOPPER);
    const script = await login(ctx.app, SHOPPER, true);
    const token = await mailedToken(SHOPPER.email);
    const response = await post('/v1/reset-password', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    for (const old of [browser, script]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/v1/profile',
        headers: auth(old),
      });
      expect(profile.statusCode).toBe(401);
    }
    await expect(login(ctx.app, SHOPPER)).rejects.toThrow('login failed');
    expect(await login(ctx.app, { email: SHOPPER.email, password: newPassword })).toBeTruthy();
    await ctx.app.mail.settled();
    // Asked in English: the shop mails a shopper German or Arabic only, German when unknown.
    expect(inbox.to(SHOPPER.email).at(-1)?.subject).toBe('Dein Passwort wurde geändert');
    expect(await resetsOf(SHOPPER.email)).toHaveLength(0);

    // The same link again: used up.
    const again = await post('/v1/reset-password', {
      token,
      password: 'Noch-Ein-Passwort-1',
      password_confirmation: 'Noch-Ein-Passwort-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['auth.link_invalid_or_expired'] });
  });

  it('refuses an expired or unknown link', async () => {
    await ageResets(OTHER.email);
    const token = await mailedToken(OTHER.email);
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const body = { password: newPassword, password_confirmation: newPassword };
    const expired = await post('/v1/reset-password', { token, ...body });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual(['auth.link_invalid_or_expired']);
    const wrong = await post('/v1/reset-password', { token: `${token.slice(0, -3)}abc`, ...body });
    expect(wrong.json().errors.token).toEqual(['auth.link_invalid_or_expired']);
    expect(await login(ctx.app, OTHER)).toBeTruthy();
  });

  it('checks the new password like sign-up and keeps the link for a better one', async () => {
    await ageResets(OTHER.email);
    const token = await mailedToken(OTHER.email);
    const common = await post('/v1/reset-password', {
      token,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual(['auth.password_too_common']);
    const mismatch = await post('/v1/reset-password', {
      token,
      password: newPassword,
      password_confirmation: 'Something-Else-9',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password).toEqual(['The password confirmation does not match.']);
    const short = await post('/v1/reset-password', {
      token,
      password: 'Ab1!',
      password_confirmation: 'Ab1!',
    });
    expect(short.statusCode).toBe(422);
    const done = await post('/v1/reset-password', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.statusCode).toBe(200);
    expect(await login(ctx.app, { email: OTHER.email, password: newPassword })).toBeTruthy();
  });

  it('limits reset attempts per address too', async () => {
    const ip = newIp();
    const body = {
      token: 'x'.repeat(43),
      password: newPassword,
      password_confirmation: newPassword,
    };
    for (let i = 0; i < 4; i++)
      expect((await post('/v1/reset-password', body, ip)).statusCode).toBe(422);
    const limited = await post('/v1/reset-password', body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
