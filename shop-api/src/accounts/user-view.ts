import type { User } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { users } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { shopperLanguageOf } from '../mail/mail-language';

type UserRow = typeof users.$inferSelect;

/** The user as every answer shows them; `vendorId` is the store they own, if any. */
export function toUser(row: UserRow, vendorId: number | null): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    role: row.role === 'operator' ? 'operator' : 'shopper',
    vendor_id: vendorId,
    mail_language: shopperLanguageOf(row.mailLanguage),
  };
}

/** `toUser` with the store the user owns looked up (the header links vendors to `/seller`). */
export async function loadUserView(db: Db, row: UserRow): Promise<User> {
  const [store] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, row.id))
    .limit(1);
  return toUser(row, store?.id ?? null);
}
