import { Box } from '@shop/shared-platform/ui/mui-core';
import { type GridColumns, gridTemplate } from './grid-columns';

/** A card's place while products load. */
function ProductCardSkeleton() {
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-hidden="true">
      <Box sx={{ width: '100%', aspectRatio: '1', bgcolor: 'grey.200', borderRadius: 1 }} />
      <Box sx={{ height: 16, mt: 1, width: '80%', bgcolor: 'grey.200', borderRadius: 1 }} />
      <Box sx={{ height: 16, mt: 1, width: '50%', bgcolor: 'grey.200', borderRadius: 1 }} />
    </Box>
  );
}

export function ProductGridSkeleton({ columns, count }: { columns: GridColumns; count: number }) {
  return (
    <Box
      component="ul"
      aria-hidden="true"
      data-testid="products-loading"
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: gridTemplate(columns) }}
    >
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
