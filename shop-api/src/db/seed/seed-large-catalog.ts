import { count, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { attributeValues, categories, products } from '../schema-catalog';
import { colors, features, sizeSets, styles, topCategories } from './catalog-words';
import { random } from './seed-catalog';
import { productImagePath } from './seed-images';

// One statement per table and batch, its columns as arrays: 500,000 products in about a minute.
const BATCH = 10_000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Tops the catalogue up to `target` products (SEED_PRODUCTS), for load tests at a realistic
 * size. The extra products combine the demo word lists like the demo catalogue does, carry a
 * model number so names stay distinct, reuse the demo pictures and are inserted in batches of
 * ten thousand, each table's rows as one `INSERT ... SELECT FROM unnest(arrays)`. Returns how many products were added.
 */
export async function seedLargeCatalog(db: Db, target: number, now: Date): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  const start = Number(existing?.n ?? 0);
  if (start === 0) throw new Error('seed the demo catalogue before topping it up');
  if (start >= target) return 0;

  const subRows = await db
    .select({ id: categories.id, slug: categories.slugGerman })
    .from(categories)
    .where(isNotNull(categories.parentId));
  const subId = new Map(subRows.map((row) => [row.slug, row.id]));
  const valueRows = await db.select().from(attributeValues);
  const valueId = new Map(valueRows.map((row) => [`${row.kind}:${row.value}`, row.id]));
  const kinds = topCategories.flatMap((top, topIndex) =>
    top.types.map((type) => ({ top, topIndex, type, categoryId: subId.get(type.sub.slugDe) })),
  );
  const rand = random(start);
  const [last] = await db.select({ id: max(products.id) }).from(products);
  let nextId = (last?.id ?? 0) + 1;

  for (let from = start; from < target; from += BATCH) {
    const plans = Array.from({ length: Math.min(BATCH, target - from) }, (_, offset) => {
      const number = from + offset + 1;
      const kind = kinds[number % kinds.length] ?? kinds[0];
      if (!kind?.categoryId) throw new Error('the demo sub-categories are missing');
      const { top, type } = kind;
      const material = type.materials[number % type.materials.length] ?? type.materials[0];
      const style = styles[Math.floor(number / kinds.length) % styles.length] ?? styles[0];
      const feature = features[number % features.length] ?? features[0];
      if (!material) throw new Error('material missing');
      const priceCents = Math.round(type.basePrice * (0.6 + rand()) * 100) - 1;
      const productColors = [0, 1, 2]
        .slice(0, 1 + (number % 3))
        .map((shift) => colors[(number + shift * 3) % colors.length] ?? colors[0]);
      const sizes = sizeSets[top.sizes].slice(0, top.sizes === 'one' ? 1 : 2 + (number % 3));
      return {
        row: {
          categoryId: kind.categoryId,
          vendorId: 1 + ((top.vendor + number) % 5),
          nameGerman: `${type.de} aus ${material.de} im ${style.de} Stil, Modell ${number}`,
          nameArabic: `${type.ar} من ${material.ar} بأسلوب ${style.ar}، موديل ${number}`,
          descriptionGerman: `${type.deFeminine ? 'Unsere' : 'Unser'} ${type.de} aus ${material.de} verbindet ${style.nounDe} mit Alltagstauglichkeit. ${feature[0]} ${top.careDe}`,
          descriptionArabic: `${type.arFeminine ? 'تجمع' : 'يجمع'} ${type.ar} من ${material.ar} لدينا بين ${style.nounAr} والراحة اليومية. ${feature[1]} ${top.careAr}`,
          minPriceCents: priceCents,
          averageRating: 0,
          reviewsCount: 0,
          soldCount: Math.floor(rand() * 300),
          // Older than the demo catalogue, so the demo products stay the newest.
          createdAt: new Date(now.getTime() - (90 + number * 0.01) * DAY),
        },
        variants: productColors.flatMap((color) =>
          sizes.map((size, sizeIndex) => ({
            priceCents: priceCents + sizeIndex * 200,
            stock: rand() < 0.1 ? 0 : 1 + Math.floor(rand() * 40),
            colorId: valueId.get(`color:${color?.hex}`) ?? null,
            sizeId: valueId.get(`size:${size.value}`) ?? null,
          })),
        ),
        // Each variant's colour and size values, in the order of `variants`.
        attributes: productColors.flatMap((color) =>
          sizes.map((size) => [color?.hex ?? '', size.value.toUpperCase()] as const),
        ),
        images: productColors.map((color, position) => ({
          path: productImagePath(type.shape, style.pattern, color?.hex ?? '#9e9e9e'),
          color: color?.hex ?? null,
          position,
        })),
      };
    });
    const firstId = nextId;
    nextId += plans.length;
    await insertBatch(
      db,
      plans.map((plan, index) => ({ ...plan, id: firstId + index })),
    );
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${nextId - 1})`);
  // Fresh statistics, so the planner picks the sort and search indexes for the new size.
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE variants`);
  await db.execute(sql`ANALYZE product_images`);
  return target - start;
}

type Plan = {
  id: number;
  row: typeof products.$inferInsert & { createdAt: Date; soldCount: number };
  variants: { priceCents: number; stock: number; colorId: number | null; sizeId: number | null }[];
  attributes: (readonly [string, string])[];
  images: { path: string; color: string | null; position: number }[];
};

/**
 * The filter keys of migration 0025 for the variants in stock, space-separated. Inserted with
 * the product (sorted and deduplicated by the database, as its trigger does), so the variants'
 * trigger finds them current and does not rewrite every new product a second time.
 */
function filterKeyList(plan: Plan): string {
  const keys = plan.variants.flatMap((variant, index) => {
    const [color, size] = plan.attributes[index] ?? ['', ''];
    if (variant.stock <= 0) return [];
    return ['*', `c:${color}`, `s:${size}`, `cs:${color}|${size}`];
  });
  return keys.join(' ');
}

/** The batch's rows, column by column: bound as a handful of array parameters, not one per value. */
async function insertBatch(db: Db, plans: Plan[]) {
  // `sql.param`: one array parameter (a plain array would become a list of parameters).
  const column = <T>(pick: (plan: Plan) => T) => sql.param(plans.map(pick));
  await db.execute(sql`INSERT INTO products (id, category_id, vendor_id, name_german, name_arabic,
      description_german, description_arabic, min_price_cents, sold_count, created_at,
      filter_keys, stock_colors, stock_sizes)
    SELECT id, category_id, vendor_id, name_german, name_arabic, description_german,
      description_arabic, min_price_cents, sold_count, created_at, keys,
      ARRAY(SELECT substr(key, 3) FROM unnest(keys) AS key WHERE key LIKE 'c:%'),
      ARRAY(SELECT substr(key, 3) FROM unnest(keys) AS key WHERE key LIKE 's:%')
    FROM (SELECT batch.*, ARRAY(SELECT DISTINCT key FROM unnest(string_to_array(key_list, ' ')) AS key
      WHERE key <> '' ORDER BY key) AS keys
    FROM unnest(${column((p) => p.id)}::int[], ${column((p) => p.row.categoryId)}::int[],
      ${column((p) => p.row.vendorId)}::int[], ${column((p) => p.row.nameGerman)}::text[],
      ${column((p) => p.row.nameArabic)}::text[], ${column((p) => p.row.descriptionGerman)}::text[],
      ${column((p) => p.row.descriptionArabic)}::text[], ${column((p) => p.row.minPriceCents ?? 0)}::int[],
      ${column((p) => p.row.soldCount)}::int[], ${column((p) => p.row.createdAt.toISOString())}::timestamptz[],
      ${column(filterKeyList)}::text[]) AS batch(id, category_id, vendor_id, name_german,
      name_arabic, description_german, description_arabic, min_price_cents, sold_count,
      created_at, key_list)) AS rows`);
  const variantRows = plans.flatMap((plan) =>
    plan.variants.map((v) => ({ ...v, productId: plan.id })),
  );
  const variantColumn = <T>(pick: (row: (typeof variantRows)[number]) => T) =>
    sql.param(variantRows.map(pick));
  await db.execute(sql`INSERT INTO variants (product_id, price_cents, stock, color_id, size_id)
    SELECT * FROM unnest(${variantColumn((v) => v.productId)}::int[], ${variantColumn((v) => v.priceCents)}::int[],
      ${variantColumn((v) => v.stock)}::int[], ${variantColumn((v) => v.colorId)}::int[],
      ${variantColumn((v) => v.sizeId)}::int[])`);
  const imageRows = plans.flatMap((plan) => plan.images.map((i) => ({ ...i, productId: plan.id })));
  const imageColumn = <T>(pick: (row: (typeof imageRows)[number]) => T) =>
    sql.param(imageRows.map(pick));
  await db.execute(sql`INSERT INTO product_images (product_id, path, color, position)
    SELECT * FROM unnest(${imageColumn((i) => i.productId)}::int[], ${imageColumn((i) => i.path)}::text[],
      ${imageColumn((i) => i.color)}::text[], ${imageColumn((i) => i.position)}::int[])`);
}
