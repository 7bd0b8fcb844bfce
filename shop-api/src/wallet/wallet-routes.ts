import {
  type ShippingPrices,
  WALLET_TRANSACTION_TYPES,
  type WalletTransaction,
  type WalletTransactionType,
} from '@shop/shared-contracts/api/entities';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadShippingRates } from '../checkout/shipping-rates';
import { users, walletTransactions } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { answer } from '../http/envelope';
import { euros } from '../http/money';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import {
  arrayOf,
  envelope,
  id,
  nullableStr,
  num,
  object,
  responses,
  timestamp,
} from '../schemas/primitives';

const transactionSchema = object({
  id,
  type: { type: 'string', enum: [...WALLET_TRANSACTION_TYPES] },
  amount: num,
  reference: nullableStr,
  description: nullableStr,
  created_at: timestamp,
});

export function registerWalletRoutes(app: FastifyInstance): void {
  const secured = { onRequest: requireShopper };
  const schemaBase = { tags: ['wallet'], security: bearerSecurity };

  app.get(
    '/wallet',
    {
      ...secured,
      schema: { ...schemaBase, response: responses(envelope(object({ balance: num }))) },
    },
    async (request) => {
      const [user] = await app.db
        .select({ cents: users.walletCents })
        .from(users)
        .where(eq(users.id, shopperOf(request).userId));
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      return answer('GET /v1/wallet', { balance: euros(user.cents) });
    },
  );

  app.get(
    '/get-wallet-transactions',
    {
      ...secured,
      schema: { ...schemaBase, response: responses(envelope(arrayOf(transactionSchema))) },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, shopperOf(request).userId))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(500);
      const data: WalletTransaction[] = rows.map((row) => ({
        id: row.id,
        type: row.type as WalletTransactionType,
        amount: euros(row.amountCents),
        reference: row.reference,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      }));
      return answer('GET /v1/get-wallet-transactions', data);
    },
  );

  app.get(
    '/get-prices',
    {
      schema: {
        tags: ['orders'],
        description:
          'Standard and express shipping prices and the order value (items before the coupon) from which standard shipping is free.',
        response: responses(
          envelope(object({ price: num, fast_price: num, free_shipping_threshold: num })),
        ),
      },
    },
    async () => {
      const rates = await loadShippingRates(app.db, app.config.freeShippingThresholdCents);
      const data: ShippingPrices = {
        price: euros(rates.standardCents),
        fast_price: euros(rates.expressCents),
        free_shipping_threshold: euros(rates.freeStandardFromCents),
      };
      return answer('GET /v1/get-prices', data);
    },
  );
}
