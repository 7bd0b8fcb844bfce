import { Box, CircularProgress, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

/** A page's loading state: a spinner with the text saying what is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

/** Nothing to show: a title, a hint and maybe a way forward. */
export function Empty(props: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p">
        {props.title}
      </Typography>
      {props.hint ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {props.hint}
        </Typography>
      ) : null}
      {props.action ? <Box sx={{ mt: 2 }}>{props.action}</Box> : null}
    </Box>
  );
}
