import { and, asc, eq } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { addresses } from '../db/schema-accounts';
import { notFound } from '../http/api-error';
import type { addressValues } from './address-values';

type AddressValues = Awaited<ReturnType<typeof addressValues>>;

/*
 * Every write of a shopper's addresses runs in one transaction that first locks the shopper (the
 * lock carts and checkouts take), so writes of one shopper run one after the other and each sees
 * the last one's default. The partial unique index `addresses_one_default_idx` (migration 0045)
 * refuses a second default should a write ever skip this; clearing the old default always comes
 * before setting the new one.
 */

const mine = (userId: number, addressId: number) =>
  and(eq(addresses.id, addressId), eq(addresses.userId, userId));

async function clearDefault(tx: Db, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

async function lockedAddress(tx: Db, userId: number, addressId: number) {
  await lockShopper(tx, userId);
  const [found] = await tx
    .select({ id: addresses.id, isDefault: addresses.isDefault })
    .from(addresses)
    .where(mine(userId, addressId));
  if (!found) throw notFound('Address');
  return found;
}

/** A new address; the shopper's first one is the default whatever was asked. */
export function createAddress(db: Db, userId: number, values: AddressValues, asDefault: boolean) {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const isDefault = asDefault || !existing;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId, isDefault })
      .returning({ id: addresses.id });
    return row?.id;
  });
}

/** Changes an address; asking for default makes it the one, not asking keeps what it was. */
export function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: AddressValues,
  asDefault: boolean,
) {
  return db.transaction(async (tx) => {
    const found = await lockedAddress(tx, userId, addressId);
    if (asDefault && !found.isDefault) await clearDefault(tx, userId);
    await tx
      .update(addresses)
      .set({ ...values, ...(asDefault ? { isDefault: true } : {}) })
      .where(mine(userId, addressId));
  });
}

export function setDefaultAddress(db: Db, userId: number, addressId: number) {
  return db.transaction(async (tx) => {
    const found = await lockedAddress(tx, userId, addressId);
    if (found.isDefault) return;
    await clearDefault(tx, userId);
    await tx.update(addresses).set({ isDefault: true }).where(mine(userId, addressId));
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export function deleteAddress(db: Db, userId: number, addressId: number) {
  return db.transaction(async (tx) => {
    const found = await lockedAddress(tx, userId, addressId);
    await tx.delete(addresses).where(mine(userId, addressId));
    if (!found.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(mine(userId, next.id));
  });
}
