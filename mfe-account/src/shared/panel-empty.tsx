import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

/** A panel with nothing to show: a title, a hint and maybe a way forward. */
export function PanelEmpty(props: { title: string; hint?: string; action?: ReactNode }) {
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
