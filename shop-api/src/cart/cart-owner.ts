import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, visitorCarts } from '../db/schema-shopping';
import { lockShopper } from './shopper-lock';

/** Whose cart: a signed-in shopper's or a visitor's (cookie-bound, migration 0068). */
export type CartOwner = { userId: number } | { visitorCartId: number };

/** The condition on `cart_items` that selects the owner's items. */
export const ownedBy = (owner: CartOwner) =>
  'userId' in owner
    ? eq(cartItems.userId, owner.userId)
    : eq(cartItems.visitorCartId, owner.visitorCartId);

/** The owner columns of a new cart item (the other one stays null, as the check demands). */
export const ownerColumns = (owner: CartOwner) =>
  'userId' in owner
    ? { userId: owner.userId, visitorCartId: null }
    : { userId: null, visitorCartId: owner.visitorCartId };

/**
 * Locks the owner's row for the rest of the transaction, so changes of one cart (and a merge of
 * a visitor cart at sign-in) run one after the other.
 */
export async function lockCartOwner(tx: Db, owner: CartOwner): Promise<void> {
  if ('userId' in owner) return lockShopper(tx, owner.userId);
  await tx
    .select({ id: visitorCarts.id })
    .from(visitorCarts)
    .where(eq(visitorCarts.id, owner.visitorCartId))
    .for('update');
}
