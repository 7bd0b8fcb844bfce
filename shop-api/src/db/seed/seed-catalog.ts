import type { Db } from '../client';
import {
  attributeValues,
  categories,
  productImages,
  products,
  variants,
  vendors,
} from '../schema-catalog';
import { colors, features, sizeSets, styles, topCategories, vendorSeeds } from './catalog-words';
import {
  categorySvg,
  logoSvg,
  placeholderSvg,
  productImagePath,
  productSvg,
  writeStorageFile,
} from './seed-images';

const categoryColors = [
  '#8e5a9e',
  '#3f6ea8',
  '#a0522d',
  '#2e7d6b',
  '#e08a1e',
  '#c62828',
  '#5d7a3a',
  '#b8860b',
];
const PRODUCTS_PER_TYPE = 4;
const DAY = 24 * 60 * 60 * 1000;

/** Deterministic pseudo-random numbers, so every seed run yields the same catalogue. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes every seed picture (skips files already there); cheap, so it runs at each boot. */
export function writeSeedImages(storageDir: string): void {
  writeStorageFile(storageDir, 'placeholders/product.svg', placeholderSvg);
  topCategories.forEach((top, index) => {
    const background = categoryColors[index % categoryColors.length] ?? '#777777';
    writeStorageFile(
      storageDir,
      `seed/categories/${top.slugDe}.svg`,
      categorySvg(top.shape, background),
    );
    for (const type of top.types) {
      writeStorageFile(
        storageDir,
        `seed/categories/${type.sub.slugDe}.svg`,
        categorySvg(type.shape, background),
      );
      for (const style of styles) {
        for (const color of colors) {
          const path = productImagePath(type.shape, style.pattern, color.hex);
          writeStorageFile(storageDir, path, productSvg(type.shape, color.hex, style.pattern));
        }
      }
    }
  });
  vendorSeeds.forEach((vendor, index) => {
    const initials = vendor.de
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    writeStorageFile(
      storageDir,
      `seed/vendors/${index + 1}.svg`,
      logoSvg(initials, categoryColors[index] ?? '#555555'),
    );
  });
}

export async function seedCatalog(tx: Db, now: Date): Promise<{ productIds: number[] }> {
  const rand = random(42);
  const vendorRows = await tx
    .insert(vendors)
    .values(
      vendorSeeds.map((vendor, index) => ({
        storeNameInGerman: vendor.de,
        storeNameInArabic: vendor.ar,
        storeLogo: `seed/vendors/${index + 1}.svg`,
        address: vendor.address,
      })),
    )
    .returning({ id: vendors.id });

  const colorRows = await tx
    .insert(attributeValues)
    .values(
      colors.map((color, index) => ({
        kind: 'color',
        value: color.hex,
        nameGerman: color.de,
        nameArabic: color.ar,
        position: index,
      })),
    )
    .returning();
  const allSizes = Object.values(sizeSets).flat();
  const sizeRows = await tx
    .insert(attributeValues)
    .values(
      allSizes.map((size, index) => ({
        kind: 'size',
        value: size.value,
        nameGerman: size.de,
        nameArabic: size.ar,
        position: index,
      })),
    )
    .returning();
  const sizeId = new Map(sizeRows.map((row) => [row.value, row.id]));

  const productIds: number[] = [];
  let productNumber = 0;
  for (const [topIndex, top] of topCategories.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({
        nameGerman: top.de,
        nameArabic: top.ar,
        slugGerman: top.slugDe,
        slugArabic: top.slugAr,
        image: `seed/categories/${top.slugDe}.svg`,
        position: topIndex,
      })
      .returning({ id: categories.id });
    if (!parent) throw new Error('category insert failed');
    for (const [typeIndex, type] of top.types.entries()) {
      const [sub] = await tx
        .insert(categories)
        .values({
          parentId: parent.id,
          nameGerman: type.sub.de,
          nameArabic: type.sub.ar,
          slugGerman: type.sub.slugDe,
          slugArabic: type.sub.slugAr,
          image: `seed/categories/${type.sub.slugDe}.svg`,
          position: typeIndex,
        })
        .returning({ id: categories.id });
      if (!sub) throw new Error('category insert failed');
      for (let k = 0; k < PRODUCTS_PER_TYPE; k++) {
        productNumber++;
        const material = type.materials[k % type.materials.length] ?? type.materials[0];
        const style = styles[(k + typeIndex + topIndex) % styles.length] ?? styles[0];
        const feature = features[(k + topIndex) % features.length] ?? features[0];
        if (!material) throw new Error('material missing');
        const price = type.basePrice + Math.round(rand() * type.basePrice * 0.6) - 0.01;
        const priceCents = Math.round(price * 100);
        const productColors = [0, 1, 2]
          .slice(0, 2 + (k % 2))
          .map((offset) => colors[(productNumber + offset * 3) % colors.length] ?? colors[0]);
        const sizes = sizeSets[top.sizes].slice(0, top.sizes === 'one' ? 1 : 3);
        const soldOut = productNumber % 13 === 0;
        const vendorId = vendorRows[(top.vendor + (k === 3 ? 1 : 0)) % vendorRows.length]?.id ?? 1;
        const [product] = await tx
          .insert(products)
          .values({
            categoryId: sub.id,
            vendorId,
            nameGerman: `${type.de} aus ${material.de} im ${style.de} Stil`,
            nameArabic: `${type.ar} من ${material.ar} بأسلوب ${style.ar}`,
            descriptionGerman: `${type.deFeminine ? 'Unsere' : 'Unser'} ${type.de} aus ${material.de} verbindet ${style.nounDe} mit Alltagstauglichkeit. ${feature[0]} ${top.careDe}`,
            descriptionArabic: `${type.arFeminine ? 'تجمع' : 'يجمع'} ${type.ar} من ${material.ar} لدينا بين ${style.nounAr} والراحة اليومية. ${feature[1]} ${top.careAr}`,
            minPriceCents: priceCents,
            soldCount: Math.floor(rand() * 200),
            createdAt: new Date(now.getTime() - productNumber * 0.7 * DAY),
          })
          .returning({ id: products.id });
        if (!product) throw new Error('product insert failed');
        productIds.push(product.id);
        const variantValues = productColors.flatMap((color) =>
          sizes.map((size, sizeIndex) => ({
            productId: product.id,
            priceCents: priceCents + sizeIndex * 200,
            stock: soldOut || rand() < 0.12 ? 0 : 1 + Math.floor(rand() * 25),
            colorId: colorRows.find((row) => row.value === color?.hex)?.id ?? null,
            sizeId: sizeId.get(size.value) ?? null,
          })),
        );
        await tx.insert(variants).values(variantValues);
        await tx.insert(productImages).values(
          productColors.map((color, position) => ({
            productId: product.id,
            path: productImagePath(type.shape, style.pattern, color?.hex ?? '#9e9e9e'),
            color: color?.hex ?? null,
            position,
          })),
        );
      }
    }
  }
  return { productIds };
}
