import { callApi } from '@shop/shared-platform/http/call-api';

/**
 * Asks for a reset link. The answer is ignored on purpose: the screen says the same thing
 * whether or not the address has an account, so it reveals nothing about who is registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await callApi('POST /v1/forgot-password', { body: { email: email.trim() } });
  } catch {
    // Same confirmation on failure, see above.
  }
}
