import { Box, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every auth screen sits in; its root marks the remote that owns the page. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      data-remote="auth"
      sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
