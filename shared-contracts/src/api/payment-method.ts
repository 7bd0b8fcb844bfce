/**
 * How an order is paid, one name per method on every screen: the wallet, the card at the door
 * (the shop asks for no card data), or the wallet for part and the card for the rest.
 */
import type { Order } from './entities';

export type PaymentMethod = 'wallet' | 'cardOnDelivery' | 'walletAndCardOnDelivery';

export function paymentMethodOf(order: Pick<Order, 'wallet_usage' | 'final_price'>): PaymentMethod {
  if (order.wallet_usage <= 0) return 'cardOnDelivery';
  return order.final_price > 0 ? 'walletAndCardOnDelivery' : 'wallet';
}
