import type { CartItem, Product } from '@shop/shared-contracts/api/entities';
import { and, asc, eq } from 'drizzle-orm';
import { loadProducts } from '../catalog/product-loader';
import type { Db } from '../db/client';
import { variants } from '../db/schema-catalog';
import { cartItems } from '../db/schema-shopping';
import { productSchema } from '../schemas/catalog-schemas';
import { arrayOf, bool, id, int, num, object, str } from '../schemas/primitives';

/** The variant as cart and order items show it (their `product_variant` field). */
export function variantView(
  product: Product | undefined,
  variantId: number,
): CartItem['product_variant'] {
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  return {
    id: variantId,
    price: variant?.price ?? 0,
    stock: variant?.stock ?? 0,
    variant_values: (variant?.attributes ?? []).map((attribute) => ({
      variant_attribute: {
        id: attribute.type === 'color' ? 1 : 2,
        type: attribute.type,
        name_german: attribute.type_values.name_german,
        name_arabic: attribute.type_values.name_arabic,
      },
      value: attribute.value,
      name_german: attribute.name_german,
      name_arabic: attribute.name_arabic,
    })),
  };
}

export async function loadCart(
  db: Db,
  publicUrl: string,
  userId: number,
  onlyId?: number,
): Promise<CartItem[]> {
  const rows = await db
    .select({ item: cartItems, productId: variants.productId })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(
      and(
        eq(cartItems.userId, userId),
        onlyId === undefined ? undefined : eq(cartItems.id, onlyId),
      ),
    )
    .orderBy(asc(cartItems.id));
  const loaded = await loadProducts(db, publicUrl, [...new Set(rows.map((row) => row.productId))]);
  const byId = new Map(loaded.map((product) => [product.id, product]));
  return rows.flatMap(({ item, productId }) => {
    const product = byId.get(productId);
    if (!product) return [];
    const variant = variantView(product, item.variantId);
    return [
      {
        id: item.id,
        product,
        product_variant: variant,
        quantity: item.quantity,
        price: variant.price,
        out_of_stock: variant.stock <= 0,
      },
    ];
  });
}

export const variantViewSchema = object({
  id,
  price: num,
  stock: int,
  variant_values: arrayOf(
    object({
      variant_attribute: object({
        id: int,
        type: str(20),
        name_german: str(60),
        name_arabic: str(60),
      }),
      value: str(40),
      name_german: str(60),
      name_arabic: str(60),
    }),
  ),
});

export const cartItemSchema = object({
  id,
  product: productSchema,
  product_variant: variantViewSchema,
  quantity: int,
  price: num,
  out_of_stock: bool,
});
