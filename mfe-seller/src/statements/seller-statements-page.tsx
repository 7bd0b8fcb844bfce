import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useState } from 'react';
import { Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { StatementMonthDetail } from './statement-month';
import { StatementTable } from './statement-table';
import { useStatements } from './statements-api';

function StatementsContent() {
  const { t } = useTranslation('seller');
  const statements = useStatements();
  const [open, setOpen] = useState<string | null>(null);
  if (statements.isPending) return <Loading label={t('statements.loading')} />;
  if (statements.isError)
    return <QueryError error={statements.error} onRetry={() => void statements.refetch()} />;
  const empty = statements.data.every((month) => month.shipments === 0 && month.returns === 0);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {empty ? t('statements.none') : t('statements.hint')}
      </Typography>
      <StatementTable months={statements.data} open={open} onOpen={setOpen} />
      {open ? <StatementMonthDetail month={open} /> : null}
    </>
  );
}

/** `/seller/statements`: sales, returns, commission and payout of the last 12 months. */
export default function SellerStatementsPage() {
  return <SellerFrame title="statements.title">{() => <StatementsContent />}</SellerFrame>;
}
