import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

/** A home section: its heading, a view-all link, then its content. */
export function HomeSection({
  id,
  title,
  viewAll,
  viewAllLabel,
  children,
}: {
  id: string;
  title: string;
  viewAll: string;
  viewAllLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 'bold' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={viewAll} size="small" aria-describedby={id}>
          {viewAllLabel}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
