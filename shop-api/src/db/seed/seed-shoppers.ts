import { OPENING_CREDIT_REFERENCE } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { hashPassword, UNUSABLE_PASSWORD } from '../../accounts/passwords';
import type { Db } from '../client';
import { addresses, users, walletTransactions } from '../schema-accounts';
import { reviews, vendors } from '../schema-catalog';
import { coupons, shippingPrices, wishlistItems } from '../schema-shopping';
import { reviewers, reviewTexts } from './review-words';
import { random } from './seed-catalog';
import { seedOrders } from './seed-orders';

const DAY = 24 * 60 * 60 * 1000;

export async function seedShoppers(
  tx: Db,
  now: Date,
  productIds: number[],
  passwordHashLogN?: number,
): Promise<void> {
  // The countries come with the migrations (0046_country_codes.sql): 1 is Deutschland.
  await tx.insert(shippingPrices).values({ id: 1, priceCents: 1000, fastPriceCents: 2000 });

  // The seed passwords are hashed once per seed run, in parallel.
  const [shopperHash, otherHash, walletHash] = await Promise.all([
    hashPassword('Shopper123!', passwordHashLogN),
    hashPassword('Other123!', passwordHashLogN),
    hashPassword('Wallet123!', passwordHashLogN),
  ]);
  const [shopper, other, walletShopper] = await tx
    .insert(users)
    .values([
      {
        name: 'Sara Shopper',
        email: 'shopper@example.com',
        passwordHash: shopperHash,
        emailVerifiedAt: now,
        walletCents: 5000,
      },
      {
        name: 'Otto Other',
        email: 'other@example.com',
        passwordHash: otherHash,
        emailVerifiedAt: now,
      },
      // Wallet credit and no history: orders paid from the wallet, then cancelled, show the
      // credit coming back (the demo shopper's wallet stays as the other journeys read it).
      {
        name: 'Wanda Wallet',
        email: 'wallet@example.com',
        passwordHash: walletHash,
        emailVerifiedAt: now,
        walletCents: 10000,
      },
    ])
    .returning({ id: users.id });
  if (!shopper || !other || !walletShopper) throw new Error('user insert failed');
  // Every wallet's entries add up to its balance: the wallet shopper's credit is its opening.
  await tx.insert(walletTransactions).values({
    userId: walletShopper.id,
    type: 'deposit',
    amountCents: 10000,
    reference: OPENING_CREDIT_REFERENCE,
    createdAt: new Date(now.getTime() - 60_000),
  });
  const reviewerRows = await tx
    .insert(users)
    .values(
      reviewers.map((name, index) => ({
        name,
        email: `reviewer${index + 1}@example.com`,
        passwordHash: UNUSABLE_PASSWORD,
      })),
    )
    .returning({ id: users.id });

  await seedReviews(
    tx,
    now,
    productIds,
    reviewerRows.map((row) => row.id),
  );

  const [shoeVendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .orderBy(vendors.id)
    .offset(1)
    .limit(1);
  await tx.insert(coupons).values([
    {
      code: 'SAVE10',
      discountType: 'percentage',
      amount: 10,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2099-12-31'),
    },
    {
      code: 'FIX5',
      discountType: 'fixed',
      amount: 500,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2099-12-31'),
    },
    {
      code: 'SCHUH15',
      discountType: 'percentage',
      amount: 15,
      vendorId: shoeVendor?.id ?? null,
      endsAt: new Date('2099-12-31'),
    },
    {
      code: 'WINTER20',
      discountType: 'percentage',
      amount: 20,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2021-01-31'),
    },
    { code: 'ONCEONLY', discountType: 'fixed', amount: 1000, usageLimit: 1, usedCount: 1 },
  ]);

  const addressRows = await tx
    .insert(addresses)
    .values([
      {
        userId: shopper.id,
        title: 'Zuhause',
        type: 'home',
        countryId: 1,
        address: 'Torstraße 101',
        city: 'Berlin',
        postalCode: '10119',
        phoneNumber: '+49 30 1234567',
        isDefault: true,
      },
      {
        userId: shopper.id,
        title: 'Büro',
        type: 'office',
        countryId: 1,
        address: 'Potsdamer Platz 1',
        city: 'Berlin',
        postalCode: '10785',
        phoneNumber: '+49 30 7654321',
        isDefault: false,
      },
    ])
    .returning();
  await tx
    .insert(wishlistItems)
    .values(productIds.slice(2, 5).map((productId) => ({ userId: shopper.id, productId })));

  // Balance 50 EUR = 80 - 10 - 20 + 30 - 5 - 25: every type this month and earlier.
  const earlier = new Date(now.getTime() - 40 * DAY);
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1, 9);
  await tx.insert(walletTransactions).values([
    {
      userId: shopper.id,
      type: 'deposit',
      amountCents: 8000,
      description: 'Gutschrift / رصيد مضاف',
      createdAt: earlier,
    },
    {
      userId: shopper.id,
      type: 'withdraw',
      amountCents: 1000,
      description: 'Auszahlung / سحب',
      createdAt: new Date(earlier.getTime() + DAY),
    },
    {
      userId: shopper.id,
      type: 'order',
      amountCents: 2000,
      description: 'Bestellung / طلب',
      createdAt: new Date(earlier.getTime() + 2 * DAY),
    },
    {
      userId: shopper.id,
      type: 'deposit',
      amountCents: 3000,
      description: 'Rückerstattung / استرداد',
      createdAt: thisMonth,
    },
    {
      userId: shopper.id,
      type: 'withdraw',
      amountCents: 500,
      description: 'Auszahlung / سحب',
      createdAt: new Date(thisMonth.getTime() + 60_000),
    },
    {
      userId: shopper.id,
      type: 'order',
      amountCents: 2500,
      description: 'Bestellung / طلب',
      createdAt: new Date(thisMonth.getTime() + 120_000),
    },
  ]);

  const address = addressRows[0];
  if (address) await seedOrders(tx, now, shopper.id, address, productIds);
}

async function seedReviews(tx: Db, now: Date, productIds: number[], reviewerIds: number[]) {
  const rand = random(7);
  const rows = productIds.flatMap((productId, index) =>
    Array.from({ length: index % 5 }, (_, n) => {
      const [rating, review] = reviewTexts[(index + n) % reviewTexts.length] ?? [5, 'Gut'];
      return {
        productId,
        userId: reviewerIds[(index + n) % reviewerIds.length] ?? 1,
        rating,
        review,
        createdAt: new Date(now.getTime() - Math.floor(rand() * 30) * DAY),
      };
    }),
  );
  await tx.insert(reviews).values(rows);
  await tx.execute(sql`
    UPDATE products p SET
      average_rating = COALESCE((SELECT avg(r.rating) FROM reviews r WHERE r.product_id = p.id), 0),
      reviews_count = (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`);
}
