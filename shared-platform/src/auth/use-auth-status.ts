import type { User } from '@shop/shared-contracts/api/entities';
import { useLastShopEvent } from '../events/use-shop-event';
import { getStoredToken, getStoredUser } from './token-storage';

export interface AuthStatusView {
  signedIn: boolean;
  user: User | null;
  /** True once the host has announced the state; before that `signedIn` only means "a token is stored". */
  confirmed: boolean;
}

/** Auth state as the host announced it; before any announcement, "a stored token exists". */
export function useAuthStatus(): AuthStatusView {
  const last = useLastShopEvent('shop:auth:changed');
  if (last) return { signedIn: last.status === 'signed-in', user: last.user, confirmed: true };
  const signedIn = getStoredToken() !== null;
  return { signedIn, user: signedIn ? getStoredUser() : null, confirmed: false };
}
