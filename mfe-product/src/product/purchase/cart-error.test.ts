import { ApiError } from '@shop/shared-platform/http/api-error';
import { describe, expect, it } from 'vitest';
import { cartErrorText } from './cart-error';

const refused = (message: string) => new ApiError(message, 422, { quantity: [message] });

describe('cartErrorText', () => {
  it("reads the stock out of the server's answer", () => {
    expect(cartErrorText(refused('Only 3 items are in stock; you asked for 4.'))).toEqual({
      key: 'onlyInStock',
      values: { count: 3 },
    });
    expect(cartErrorText(refused('Only 1 item is in stock; you asked for 2.'))).toEqual({
      key: 'onlyInStock',
      values: { count: 1 },
    });
  });

  it('says when the item sold out meanwhile', () => {
    expect(cartErrorText(refused('This item is out of stock.'))).toEqual({ key: 'soldOutNow' });
  });

  it('falls back to a general failure for anything else', () => {
    expect(cartErrorText(new ApiError('Down', 500))).toEqual({ key: 'addToCartFailed' });
    expect(cartErrorText(new Error('boom'))).toEqual({ key: 'addToCartFailed' });
  });
});
