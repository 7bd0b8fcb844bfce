import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { type GridColumns, gridTemplate } from './grid-columns';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  columns,
  label,
}: {
  products: ProductSummary[];
  columns: GridColumns;
  label?: string;
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
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Box>
  );
}
