import type { StatementMonth } from '@shop/shared-contracts/api/marketplace-money';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { monthName } from './month-name';

const cell = { p: 1, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/**
 * The months as a table: each month is a button that opens its lines. The table scrolls inside
 * its own focusable region on a narrow screen, so the page never scrolls sideways.
 */
export function StatementTable({
  months,
  open,
  onOpen,
}: {
  months: StatementMonth[];
  open: string | null;
  onOpen: (month: string) => void;
}) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const euro = (amount: number) => formatEuro(amount, language);
  return (
    <>
      {/* Below md the six columns are wider than the screen: say that the table scrolls. */}
      <Typography
        id="statement-scroll-hint"
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'block', md: 'none' }, mb: 1 }}
      >
        {t('statements.scrollHint')}
      </Typography>
      <Box
        role="region"
        aria-labelledby="statement-months"
        aria-describedby="statement-scroll-hint"
        tabIndex={0}
        sx={{ overflowX: 'auto', maxWidth: '100%', mb: 3 }}
      >
        <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <Box component="caption" id="statement-months" sx={{ textAlign: 'start', mb: 1 }}>
            {t('statements.caption')}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start' }}>
                {t('statements.month')}
              </Box>
              {(['shipments', 'sales', 'returns', 'commission', 'payout'] as const).map((name) => (
                <Box component="th" scope="col" key={name} sx={cell}>
                  {t(`statements.${name}`)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <Box
                component="tr"
                key={month.month}
                sx={{ borderTop: 1, borderColor: 'divider' }}
                aria-current={open === month.month ? 'true' : undefined}
              >
                <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start' }}>
                  <Button
                    size="small"
                    variant={open === month.month ? 'contained' : 'text'}
                    onClick={() => onOpen(month.month)}
                    aria-expanded={open === month.month}
                    aria-controls="statement-month"
                  >
                    {monthName(month.month, language)}
                  </Button>
                </Box>
                <Box component="td" sx={cell}>
                  {month.shipments}
                </Box>
                <Box component="td" sx={cell}>
                  {euro(month.sales)}
                </Box>
                <Box component="td" sx={cell}>
                  {euro(month.returns)}
                </Box>
                <Box component="td" sx={cell}>
                  {euro(month.commission)}
                </Box>
                <Box component="td" sx={cell}>
                  {euro(month.payout)}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}
