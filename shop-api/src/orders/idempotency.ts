import { createHash } from 'node:crypto';
import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import { eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema-shared-state';
import { ApiError, fieldError } from '../http/api-error';

/** How long a retry with the same key answers the first order. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The `Idempotency-Key` header, or null without one; 422 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw fieldError(
      'idempotency_key',
      'The Idempotency-Key header must be 8 to 200 letters, digits or "_.:-" (a UUID fits).',
    );
  }
  return header;
}

/** The body as the server understood it (after defaults), so equal requests hash alike. */
export function requestHash(body: PlaceOrderBody): string {
  const canonical = [body.address_id, body.shipping_type, body.coupon ?? '', body.wallet === true];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The order a key already placed, inside the shopper's checkout lock so a concurrent request
 * with the same key waits and then finds it. Another shopper's key answers 409 and another
 * body 422; neither reveals the order.
 */
export async function orderOfKey(
  tx: Db,
  key: string,
  userId: number,
  hash: string,
): Promise<number | null> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return null;
  }
  if (row.userId !== userId)
    throw new ApiError(409, 'This Idempotency-Key is already in use. Send a new key.');
  if (row.requestHash !== hash) {
    throw fieldError(
      'idempotency_key',
      'This Idempotency-Key was used for a different order. Send a new key for a new order.',
    );
  }
  return row.orderId;
}

export async function rememberKey(
  tx: Db,
  key: string,
  userId: number,
  hash: string,
  orderId: number,
): Promise<void> {
  const now = Date.now();
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date(now)));
  await tx.insert(idempotencyKeys).values({
    key,
    userId,
    requestHash: hash,
    orderId,
    expiresAt: new Date(now + KEEP_MS),
  });
}
