import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { checkStoredSession } from '../session/check-stored-session';
import { connectQueryClientToShopEvents } from './connect-shop-events';
import { createShopQueryClient } from './create-shop-query-client';

/**
 * The page's one query client, created once by whoever owns the page (the host's mount, or a
 * remote's standalone harness): wired to the shop events and used for the stored-session check.
 */
export function createPageQueryClient(): QueryClient {
  const client = createShopQueryClient();
  connectQueryClientToShopEvents(client);
  void checkStoredSession(client);
  return client;
}
