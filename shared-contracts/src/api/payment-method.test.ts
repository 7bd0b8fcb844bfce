import { describe, expect, it } from 'vitest';
import { paymentMethodOf } from './payment-method';

describe('paymentMethodOf', () => {
  it('names the wallet, the card at the door, or both', () => {
    expect(paymentMethodOf({ wallet_usage: 0, final_price: 42 })).toBe('cardOnDelivery');
    expect(paymentMethodOf({ wallet_usage: 42, final_price: 0 })).toBe('wallet');
    expect(paymentMethodOf({ wallet_usage: 10, final_price: 32 })).toBe('walletAndCardOnDelivery');
  });
});
