import { Box, CircularProgress } from '@shop/shared-platform/ui/mui-core';

export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}
