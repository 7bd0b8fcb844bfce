import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { useDeferredUnlessFromServer } from '@shop/shared-platform/ui/use-hydrated';
import { cardPictureSizes, type GridColumns, gridTemplate } from './grid-columns';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** What a grid shows before its first cards are built: their places (see `ProductGrid`). */
const NOT_BUILT_YET: ProductSummary[] = [];

/**
 * `cardHeading`: the level of each product's name (h2 when the grid sits right under the page's
 * h1); `priorityCount`: how many cards, from the first, are in view when the page opens.
 */
export function ProductGrid({
  products,
  columns,
  label,
  cardHeading,
  priorityCount = 0,
}: {
  products: ProductSummary[];
  columns: GridColumns;
  label?: string;
  cardHeading?: 'h2' | 'h3';
  priorityCount?: number;
}) {
  // The cards (picture, name, stars, price, buttons: many MUI parts each) are the heaviest render
  // of the catalog: built at once, a page of them blocked a phone's main thread for one long
  // task (about 450 ms under Lighthouse's 4x slowdown). As a deferred value React builds them in
  // the background, in slices of a few milliseconds, and shows their places meanwhile, so
  // nothing moves when they appear. Later lists (another page) keep the old cards until then.
  // Cards the server rendered are in the HTML already: hydrated at once.
  const shown = useDeferredUnlessFromServer(products, NOT_BUILT_YET);
  const pictureSizes = cardPictureSizes(columns);
  if (shown === NOT_BUILT_YET && products !== NOT_BUILT_YET) {
    return <ProductGridSkeleton columns={columns} count={products.length} />;
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: gridTemplate(columns),
      }}
    >
      {shown.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          heading={cardHeading}
          priority={index < priorityCount}
          pictureSizes={pictureSizes}
        />
      ))}
    </Box>
  );
}
