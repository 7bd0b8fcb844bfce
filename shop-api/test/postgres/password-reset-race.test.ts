import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { type MailInbox, startMailInbox } from '../support/mail-inbox';
import { createTestApp, SHOPPER, type TestContext } from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
let inbox: MailInbox;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({ smtpUrl: inbox.url, resetMaxPerIp: 1000 }, { poolSize: 20 });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

describe('concurrent password-reset requests on PostgreSQL', () => {
  it('turns 50 simultaneous requests for one account into one link and one mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/forgot-password',
          remoteAddress: `10.1.0.${i}`,
          payload: { email: SHOPPER.email },
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await ctx.app.mail.settled();
    const rows = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ${SHOPPER.email}`,
      ),
    );
    expect(rows[0]?.n).toBe(1);
    expect(inbox.to(SHOPPER.email)).toHaveLength(1);
  });
});
