import { Box, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import type { ReactNode } from 'react';

/**
 * An article of a seller list (a shipment, a return): its heading with the status beside it, then
 * what the page puts in it. `id` names the heading, which labels the article.
 */
export function StatusCard({
  id,
  title,
  status,
  children,
}: {
  id: string;
  title: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id={id} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip label={status} size="small" />
      </Box>
      {children}
    </Paper>
  );
}
