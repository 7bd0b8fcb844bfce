import { and, count, eq, gt, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema-accounts';
import { RESET_MAIL_GAP_MS, RESET_MAX_LIVE_PER_ACCOUNT } from './password-reset-limits';
import { hashToken, newToken } from './tokens';

export const RESET_LINK_MINUTES = 30;

export interface IssuedReset {
  token: string;
  user: {
    id: number;
    name: string;
    email: string;
    language: string | null;
    mailLanguage: string | null;
  };
}

/**
 * A new reset token for the account of `email`, or null when there is none or the account is at
 * its limit (a mail a minute, three live links). The account row is locked so that concurrent
 * requests count each other's tokens; expired tokens of every account are swept on the way.
 */
export async function issueReset(db: Db, email: string): Promise<IssuedReset | null> {
  return db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now()`));
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        mailLanguage: users.mailLanguage,
      })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) return null;
    const [live] = await tx
      .select({ n: count(), newest: max(passwordResets.createdAt) })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    const newest = live?.newest ? new Date(live.newest).getTime() : 0;
    if ((live?.n ?? 0) >= RESET_MAX_LIVE_PER_ACCOUNT || Date.now() - newest < RESET_MAIL_GAP_MS) {
      return null;
    }
    const { token, hash } = newToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    return { token, user };
  });
}

/** The account of a live (unused, unexpired) reset token, or null. */
export async function accountOfResetToken(
  db: Db,
  token: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, sql`now()`)),
    );
  return row ?? null;
}

/**
 * Uses the token once: deletes it (a second use finds nothing, also when two requests race), sets
 * the new password hash, drops the account's other reset links, marks the e-mail verified (the
 * shopper just proved they read it) and ends every session and API token of the account.
 * Answers the account, or null when the token was not live.
 */
export async function consumeReset(
  db: Db,
  token: string,
  passwordHash: string,
  language: string | null,
): Promise<{
  id: number;
  name: string;
  email: string;
  language: string | null;
  mailLanguage: string | null;
} | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, used.userId));
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        // Only a language the shop mails in replaces the recorded one.
        ...(language ? { language } : {}),
        emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, used.userId))
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        mailLanguage: users.mailLanguage,
      });
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
    return user ?? null;
  });
}
