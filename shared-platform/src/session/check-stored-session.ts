import { profileKey } from '@shop/shared-contracts/query/query-keys';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { getProfile } from './get-profile';
import { endSession, getSession, updateSessionUser } from './session';

/**
 * The page's start-up check: a stored token counts only once `GET /v1/profile` accepts it; any
 * failure ends the session. Run once by whoever creates the page's query client (the host, or a
 * remote's standalone harness), so the answer is also the cached profile.
 */
export async function checkStoredSession(client: QueryClient): Promise<void> {
  if (getSession().status !== 'checking') return;
  try {
    const profile = await client.fetchQuery({
      queryKey: profileKey,
      queryFn: ({ signal }) => getProfile(signal),
    });
    updateSessionUser(profile.user);
  } catch {
    endSession('check-failed');
  }
}
