import {
  cartKey,
  categoriesKey,
  profileKey,
  vendorApplicationKey,
} from '@shop/shared-contracts/query/query-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { emitShopEvent, resetShopEventMemory } from '../events/event-bus';
import { connectQueryClientToShopEvents } from './connect-shop-events';
import { createShopQueryClient } from './create-shop-query-client';

const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

afterEach(() => resetShopEventMemory());

function connectedClient() {
  const client = createShopQueryClient();
  client.setQueryData(cartKey, [{ id: 1 }]);
  client.setQueryData(profileKey, { user });
  client.setQueryData(categoriesKey, [{ id: 2 }]);
  client.setQueryData(vendorApplicationKey, { id: 4, status: 'under_review' });
  const disconnect = connectQueryClientToShopEvents(client);
  return { client, disconnect };
}

const stale = (client: ReturnType<typeof createShopQueryClient>, key: readonly string[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('query cache follows the shop events', () => {
  it('marks the cart stale when a remote says it changed', () => {
    const { client, disconnect } = connectedClient();
    emitShopEvent('shop:cart:changed', {});
    expect(stale(client, cartKey)).toBe(true);
    expect(stale(client, categoriesKey)).toBe(false);
    disconnect();
  });

  it("drops the shopper's data on sign-out and keeps the categories", () => {
    const { client, disconnect } = connectedClient();
    emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
    emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null, reason: 'logout' });
    expect(client.getQueryData(cartKey)).toBeUndefined();
    expect(client.getQueryData(profileKey)).toBeUndefined();
    // Only the account shows it, but the next shopper on this page must not see it either.
    expect(client.getQueryData(vendorApplicationKey)).toBeUndefined();
    expect(client.getQueryData(categoriesKey)).toEqual([{ id: 2 }]);
    disconnect();
  });

  it("refetches the shopper's data when a shopper signs in, once per shopper", () => {
    const { client, disconnect } = connectedClient();
    emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
    expect(stale(client, cartKey)).toBe(true);
    client.setQueryData(cartKey, [{ id: 3 }]);
    emitShopEvent('shop:auth:changed', { status: 'signed-in', user: { ...user, name: 'New' } });
    expect(stale(client, cartKey)).toBe(false);
    disconnect();
    emitShopEvent('shop:cart:changed', {});
    expect(stale(client, cartKey)).toBe(false);
  });
});
