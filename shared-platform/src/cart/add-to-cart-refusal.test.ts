import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { addToCartRefusal } from './add-to-cart';

/** A 422 on `quantity` as the API sends it: English text, the code and, maybe, the stock. */
const refused = (message: string, code: string, available?: number) =>
  new ApiError(
    message,
    422,
    { quantity: [message] },
    {
      status: false,
      message,
      errors: { quantity: [message] },
      codes: { quantity: code },
      ...(available === undefined ? {} : { available }),
    },
  );

describe('addToCartRefusal', () => {
  it("takes the stock from the answer's code and number, never from its English", () => {
    expect(addToCartRefusal(refused('Nur noch drei', 'not_enough_stock', 3))).toEqual({
      reason: 'onlyInStock',
      count: 3,
    });
    expect(addToCartRefusal(refused('Only 1 item is in stock.', 'not_enough_stock', 1))).toEqual({
      reason: 'onlyInStock',
      count: 1,
    });
    // The English alone, without the code, is no longer read.
    expect(
      addToCartRefusal(new ApiError('x', 422, { quantity: ['Only 3 items are in stock.'] })),
    ).toEqual({ reason: 'failed' });
  });

  it('says when the item sold out meanwhile', () => {
    expect(addToCartRefusal(refused('This item is out of stock.', 'out_of_stock'))).toEqual({
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
