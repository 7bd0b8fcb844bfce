import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from './session';

/** The page's session, re-rendering on every change. Screens read it; only the session module writes it. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
