import { formatDate } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMutation } from '@shop/shared-platform/query/react-query';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { apiProblem } from '../shared/api-problem';
import { Loading } from '../shared/page-states';
import { monthName } from './month-name';
import { downloadStatementCsv, useStatement } from './statements-api';

/** One month: its figures, its lines by date and the CSV download. */
export function StatementMonthDetail({ month }: { month: string }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const statement = useStatement(month);
  const download = useMutation({
    mutationFn: () => downloadStatementCsv(month, normalizeLanguage(language)),
  });
  const euro = (amount: number) => formatEuro(amount, language);
  const name = monthName(month, language);
  return (
    <Paper
      component="section"
      id="statement-month"
      aria-labelledby="statement-month-title"
      variant="outlined"
      sx={{ p: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id="statement-month-title" component="h2" variant="h6">
          {t('statements.monthTitle', { month: name })}
        </Typography>
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
          {t('statements.download')}
        </Button>
      </Box>
      {download.isError ? (
        <Typography color="error" role="alert">
          {t(apiProblem(download.error).message)}
        </Typography>
      ) : null}
      {statement.isPending ? (
        <Loading label={t('statements.monthLoading')} />
      ) : statement.isError ? (
        <QueryError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <Typography sx={{ mt: 1 }}>
            {/* A month of two rates (the rate changed) has no one rate to show: see its lines. */}
            {t(
              statement.data.commission_rate === null
                ? 'statements.summaryMixedRates'
                : 'statements.summary',
              {
                sales: euro(statement.data.sales),
                returns: euro(statement.data.returns),
                rate: statement.data.commission_rate,
                commission: euro(statement.data.commission),
                payout: euro(statement.data.payout),
              },
            )}
          </Typography>
          {statement.data.lines.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('statements.noLines')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {statement.data.lines.map((line) => (
                <Box
                  component="li"
                  key={`${line.kind}-${line.shipment_id}-${line.date}`}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    justifyContent: 'space-between',
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <span>
                    {formatDate(line.date, language)} ·{' '}
                    {t(`statements.kind.${line.kind}`, { number: line.order_number })}
                  </span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {euro(line.amount)}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
