import type {
  ShippingPrices,
  WalletTransaction,
  WalletTransactionType,
} from '@shop/shared-contracts/api/entities';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, walletTransactions } from '../db/schema-accounts';
import { shippingPrices } from '../db/schema-shopping';
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
  type: { type: 'string', enum: ['deposit', 'withdraw', 'order'] },
  amount: num,
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
        response: responses(envelope(object({ price: num, fast_price: num }))),
      },
    },
    async () => {
      const [row] = await app.db.select().from(shippingPrices).where(eq(shippingPrices.id, 1));
      const data: ShippingPrices = {
        price: euros(row?.priceCents ?? 1000),
        fast_price: euros(row?.fastPriceCents ?? 2000),
      };
      return answer('GET /v1/get-prices', data);
    },
  );
}
