import { eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/passwords';
import type { Db } from '../client';
import { users } from '../schema-accounts';
import { vendors } from '../schema-catalog';

/**
 * The demo's other side: `vendor@example.com` runs the first store of the seed (its products,
 * its part of the seeded orders), `operator@example.com` the back office. Seeded only with the
 * demo data (`SEED_DEMO=1`), never into a production database.
 */
export async function seedMarketplace(tx: Db, now: Date, passwordHashLogN?: number): Promise<void> {
  const [vendorHash, operatorHash] = await Promise.all([
    hashPassword('Vendor123!', passwordHashLogN),
    hashPassword('Operator123!', passwordHashLogN),
  ]);
  const [vendorUser] = await tx
    .insert(users)
    .values([
      {
        name: 'Vera Vendor',
        email: 'vendor@example.com',
        passwordHash: vendorHash,
        emailVerifiedAt: now,
      },
      {
        name: 'Omar Operator',
        email: 'operator@example.com',
        passwordHash: operatorHash,
        emailVerifiedAt: now,
        role: 'operator',
      },
    ])
    .returning({ id: users.id });
  if (!vendorUser) throw new Error('user insert failed');
  const [firstStore] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .orderBy(vendors.id)
    .limit(1);
  if (!firstStore) throw new Error('seed has no store');
  await tx.update(vendors).set({ ownerUserId: vendorUser.id }).where(eq(vendors.id, firstStore.id));
}
