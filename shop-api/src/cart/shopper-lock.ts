import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';

/**
 * Locks the shopper's row for the rest of the transaction. Every change of a shopper's cart and
 * every checkout takes it first, so a checkout reads a cart nobody changes until it commits, and
 * two checkouts of one shopper run one after the other (the second finds the cart consumed).
 */
export async function lockShopper(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
