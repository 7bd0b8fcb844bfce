import { useAuthSync } from '../auth/use-auth-sync';
import { useCartSync } from '../cart/use-cart-sync';

/** Runs the auth check and the cart fetch once for the whole page. */
export function SessionSync() {
  useAuthSync();
  useCartSync();
  return null;
}
