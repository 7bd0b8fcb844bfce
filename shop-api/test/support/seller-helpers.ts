import { productImages } from '../../src/db/schema-catalog';
import type { TestContext } from './test-app';

/** A picture row for a product, as an upload leaves one, without resizing a file in the test. */
export async function givePicture(ctx: TestContext, productId: number) {
  await ctx.database.db
    .insert(productImages)
    .values({ productId, path: 'seed/placeholder.svg', position: 0 });
}
