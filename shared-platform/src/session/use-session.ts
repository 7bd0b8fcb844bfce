import { useSyncExternalStore } from 'react';
import { getSession, SERVER_SESSION, type SessionState, subscribeSession } from './session';

const serverSession = () => SERVER_SESSION;

/**
 * The page's session, re-rendering on every change. Screens read it; only the session module
 * writes it. On the server, and in the browser while it hydrates a server-rendered page, it is
 * `SERVER_SESSION` (signed out), so both render the same markup; the stored session follows.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, serverSession);
}
