import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { type GridColumns, gridTemplate } from './grid-columns';
import { ProductCard } from './product-card';

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
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          heading={cardHeading}
          priority={index < priorityCount}
        />
      ))}
    </Box>
  );
}
