import { eq } from 'drizzle-orm';
import { variants } from '../../src/db/schema-catalog';
import type { TestContext } from './test-app';

/** A variant with the given stock (set directly in the database) and its product. */
export async function variantWithStock(ctx: TestContext, variantId: number, stock: number) {
  const [row] = await ctx.database.db
    .update(variants)
    .set({ stock })
    .where(eq(variants.id, variantId))
    .returning();
  if (!row) throw new Error(`variant ${variantId} missing`);
  return { productId: row.productId, variantId: row.id, priceCents: row.priceCents };
}

export async function stockOf(ctx: TestContext, variantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}
