import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from './session';

/** What the server renders (it never knows the session), and what hydration starts from. */
const SERVER_SESSION: SessionState = { status: 'signed-out', user: null };
const serverSession = () => SERVER_SESSION;

/** The page's session, re-rendering on every change. Screens read it; only the session module writes it. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, serverSession);
}
