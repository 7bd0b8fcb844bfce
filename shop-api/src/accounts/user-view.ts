import type { User } from '@shop/shared-contracts/api/entities';
import type { users } from '../db/schema-accounts';
import { id, nullableStr, object, str, timestamp } from '../schemas/primitives';

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const userSchema = object({
  id,
  name: str(120),
  email: str(254),
  email_verified_at: nullableStr,
  created_at: timestamp,
});
