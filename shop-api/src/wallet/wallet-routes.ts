import type {
  ShippingPrices,
  WalletTransaction,
  WalletTransactionType,
} from '@shop/shared-contracts/api/entities';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadShippingRates } from '../checkout/shipping-rates';
import { users, walletTransactions } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { euros } from '../http/money';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
export function registerWalletRoutes(app: FastifyInstance): void {
  const secured = { onRequest: requireShopper };
  const docs = { tags: ['wallet'], security: bearerSecurity };

  contractRoute(
    app,
    'GET /v1/wallet',
    docs,
    async (request) => {
      const [user] = await app.db
        .select({ cents: users.walletCents })
        .from(users)
        .where(eq(users.id, shopperOf(request).userId));
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      return answer('GET /v1/wallet', { balance: euros(user.cents) });
    },
    secured,
  );

  contractRoute(
    app,
    'GET /v1/get-wallet-transactions',
    docs,
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
    secured,
  );

  contractRoute(
    app,
    'GET /v1/get-prices',
    {
      tags: ['orders'],
      description:
        'Standard and express shipping prices and the order value (items before the coupon) from which standard shipping is free.',
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
