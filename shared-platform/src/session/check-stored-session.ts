import { profileKey } from '@shop/shared-contracts/query/query-keys';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { getProfile } from './get-profile';
import {
  adoptHandedSession,
  endSession,
  getSession,
  sessionToken,
  updateSessionUser,
} from './session';
import { answerHandovers, askForHandover } from './tab-handover';
import { getTabOnlySession } from './token-storage';

/**
 * The page's start-up check: a stored token counts only once `GET /v1/profile` accepts it; any
 * failure ends the session. Run once by whoever creates the page's query client (the host, or a
 * remote's standalone harness), so the answer is also the cached profile. From then on the page
 * also hands its tab-only session to new tabs that ask (`tab-handover.ts`).
 */
export async function checkStoredSession(client: QueryClient): Promise<void> {
  answerHandovers(getTabOnlySession);
  if (getSession().status !== 'checking') return;
  if (sessionToken() === null) {
    // A new tab of a browser session signed in without remember-me: an open tab hands it over.
    const handed = await askForHandover();
    if (!handed) return endSession('check-failed');
    adoptHandedSession(handed);
  }
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
