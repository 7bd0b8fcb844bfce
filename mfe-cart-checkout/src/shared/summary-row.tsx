import { Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

/** One line of a totals summary: a label at the start, the amount at the end. */
export function SummaryRow({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: ReactNode;
  amount: string;
  /** The total: bold, with a rule above it. */
  strong?: boolean;
  testId?: string;
}) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }),
      }}
    >
      <Typography variant={variant} component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={variant}
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {amount}
      </Typography>
    </Stack>
  );
}
