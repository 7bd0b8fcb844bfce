import type { ShipmentReturn } from '@shop/shared-contracts/api/marketplace-money';
import { formatDate } from '@shop/shared-contracts/format/date';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusCard } from '../shared/status-card';
import { toast } from '../shared/toast';
import { type ReturnDecision, useReturnDecision } from './returns-api';

/** The translated message of a failed decision: "already decided" has its own. */
function problemText(error: unknown): string {
  if (isApiError(error) && error.status === 409) return 'returns.decided';
  return apiProblem(error).message;
}

/** One return: what comes back, why, the refund, and the decision while it is open. */
export function ReturnCard({ item }: { item: ShipmentReturn }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const decision = useReturnDecision(item.id);
  const [refusing, setRefusing] = useState(false);
  const problem = decision.isError ? problemText(decision.error) : null;
  const decide = (next: ReturnDecision) =>
    decision.mutate(next, {
      onSuccess: () => {
        setRefusing(false);
        toast('success', t(`returns.done.${next.kind}`));
      },
    });
  const headingId = `return-${item.id}`;
  return (
    <StatusCard
      id={headingId}
      title={t('returns.heading', { number: item.order_number })}
      status={t(`returns.status.${item.status}`)}
    >
      <Typography color="text.secondary">{formatDate(item.created_at, language)}</Typography>
      <Box component="ul" sx={{ ps: 3, my: 1 }}>
        {item.lines.map((line) => (
          <li key={line.order_item_id}>
            {t('orders.line', { count: line.quantity, name: localizedName(line, language) })}
            {line.variant_label ? ` (${line.variant_label})` : ''} ·{' '}
            {formatEuro(line.subtotal, language)}
          </li>
        ))}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('returns.reason')}: <UserText>{item.reason}</UserText>
      </Typography>
      <Typography>{t('returns.refund', { amount: formatEuro(item.refund, language) })}</Typography>
      {item.refusal_reason ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('returns.refusalReason')}: <UserText>{item.refusal_reason}</UserText>
        </Typography>
      ) : null}
      {problem && !refusing ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {t(problem)}
        </Typography>
      ) : null}
      {item.status === 'requested' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button
            variant="contained"
            disabled={decision.isPending}
            onClick={() => decide({ kind: 'accept' })}
          >
            {t('returns.accept')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              decision.reset();
              setRefusing(true);
            }}
          >
            {t('returns.refuse')}
          </Button>
        </Box>
      ) : null}
      {refusing ? (
        <ReasonDialog
          open
          title={t('returns.refuseTitle', { number: item.order_number })}
          text={t('returns.refuseText')}
          confirmLabel={t('returns.refuseConfirm')}
          busy={decision.isPending}
          error={problem ? t(problem) : undefined}
          onConfirm={(reason) => decide({ kind: 'refuse', reason })}
          onClose={() => setRefusing(false)}
        />
      ) : null}
    </StatusCard>
  );
}
