import { Stack, Typography } from '@shop/shared-platform/ui/mui';
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
  strong?: boolean;
  testId?: string;
}) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
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
