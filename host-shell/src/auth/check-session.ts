import type { User } from '@shop/shared-contracts/api/entities';
import {
  clearStoredToken,
  getStoredToken,
  storeUser,
} from '@shop/shared-platform/auth/token-storage';
import { callApi } from '@shop/shared-platform/http/call-api';

/**
 * Spec §4/§7: the stored token counts only when `GET /v1/profile` answers with status true.
 * Any other outcome clears the stored credentials.
 */
export async function checkSession(): Promise<User | null> {
  if (!getStoredToken()) return null;
  try {
    const profile = await callApi('GET /v1/profile');
    storeUser(profile.user);
    return profile.user;
  } catch {
    clearStoredToken();
    return null;
  }
}
