import { Box, CircularProgress, Typography } from '@shop/shared-platform/ui/mui-core';

/** A panel's loading state: a spinner with the text saying what is loading. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
