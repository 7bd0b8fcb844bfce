import type { User } from '@shop/shared-contracts/api/entities';
import { getStoredToken, getStoredUser } from '@shop/shared-platform/auth/token-storage';
import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';

export interface AuthState {
  signedIn: boolean;
  user: User | null;
}

/** Spec §4: signed in from the start when a token is stored; the profile check confirms it. */
export const authAtom = atomWithDefault<AuthState>(() => {
  const signedIn = getStoredToken() !== null;
  return { signedIn, user: signedIn ? getStoredUser() : null };
});

export const signedInAtom = atom((get) => get(authAtom).signedIn);
