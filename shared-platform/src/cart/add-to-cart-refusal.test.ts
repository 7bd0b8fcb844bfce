import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { addToCartRefusal } from './add-to-cart';

const refused = (message: string) => new ApiError(message, 422, { quantity: [message] });

describe('addToCartRefusal', () => {
  it("reads the stock out of the server's answer", () => {
    expect(addToCartRefusal(refused('Only 3 items are in stock; you asked for 4.'))).toEqual({
      reason: 'onlyInStock',
      count: 3,
    });
    expect(addToCartRefusal(refused('Only 1 item is in stock; you asked for 2.'))).toEqual({
      reason: 'onlyInStock',
      count: 1,
    });
  });

  it('says when the item sold out meanwhile', () => {
    expect(addToCartRefusal(refused('This item is out of stock.'))).toEqual({
      reason: 'soldOutNow',
    });
  });

  it('says when the product or the variant is no longer sold', () => {
    const retired = new ApiError('No longer sold.', 422, {
      product_variant_id: ['No longer sold.'],
    });
    expect(addToCartRefusal(retired)).toEqual({ reason: 'noLongerSold' });
    const unlisted = new ApiError('Not available.', 422, { product_id: ['Not available.'] });
    expect(addToCartRefusal(unlisted)).toEqual({ reason: 'noLongerSold' });
  });

  it('falls back to a general failure for anything else', () => {
    expect(addToCartRefusal(new ApiError('Down', 500))).toEqual({ reason: 'failed' });
    expect(addToCartRefusal(new Error('boom'))).toEqual({ reason: 'failed' });
  });
});
