import type { SellerShipment } from '@shop/shared-contracts/api/marketplace';
import { formatDate } from '@shop/shared-contracts/format/date';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { PostalAddress } from '@shop/shared-platform/ui/postal-address';
import { useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusCard } from '../shared/status-card';
import { toast } from '../shared/toast';
import { ShipDialog } from './ship-dialog';
import { type ShipmentStep, useShipmentStep } from './shipments-api';

/** One shipment: what to send where, and the next steps its status allows. */
export function ShipmentCard({ shipment }: { shipment: SellerShipment }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const step = useShipmentStep(shipment.id);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const problem = step.isError ? apiProblem(step.error) : null;
  const run = (next: ShipmentStep) => {
    step.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        toast('success', t(`orders.done.${next.kind}`));
      },
    });
  };
  const open = (name: 'ship' | 'cancel') => {
    step.reset();
    setDialog(name);
  };
  const { status } = shipment;
  const headingId = `shipment-${shipment.id}`;
  return (
    <StatusCard id={headingId} title={shipment.order_number} status={t(`orders.status.${status}`)}>
      <Typography color="text.secondary">{formatDate(shipment.created_at, language)}</Typography>
      <Box component="ul" sx={{ ps: 3, my: 1 }}>
        {shipment.lines.map((line) => (
          <li key={line.order_item_id}>
            {t('orders.line', { count: line.quantity, name: localizedName(line, language) })}
            {line.variant_label ? ` (${line.variant_label})` : ''} ·{' '}
            {formatEuro(line.subtotal, language)}
          </li>
        ))}
      </Box>
      <Typography>{t('orders.total', { total: formatEuro(shipment.total, language) })}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('orders.shipTo')}:{' '}
        <PostalAddress
          inline
          parts={{
            title: shipment.ship_to.name,
            street: shipment.ship_to.address,
            postalCode: shipment.ship_to.postal_code,
            city: shipment.ship_to.city,
            country: shipment.ship_to.country,
          }}
        />
      </Typography>
      {shipment.tracking_number ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('orders.tracking', {
            carrier: shipment.carrier ?? '',
            number: shipment.tracking_number,
          })}
        </Typography>
      ) : null}
      {problem && dialog === null ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {t(problem.message)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {status === 'pending' ? (
          <Button
            variant="contained"
            disabled={step.isPending}
            onClick={() => run({ kind: 'accept' })}
          >
            {t('orders.accept')}
          </Button>
        ) : null}
        {status === 'accepted' ? (
          <Button variant="contained" onClick={() => open('ship')}>
            {t('orders.ship')}
          </Button>
        ) : null}
        {status === 'shipped' ? (
          <Button
            variant="contained"
            disabled={step.isPending}
            onClick={() => run({ kind: 'deliver' })}
          >
            {t('orders.deliver')}
          </Button>
        ) : null}
        {status === 'pending' || status === 'accepted' ? (
          <Button color="error" onClick={() => open('cancel')}>
            {t('orders.cancel')}
          </Button>
        ) : null}
      </Box>
      {dialog === 'ship' ? (
        <ShipDialog
          open
          busy={step.isPending}
          fields={problem?.fields ?? {}}
          error={problem ? t(problem.message) : undefined}
          onShip={(body) => run({ kind: 'ship', body })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          open
          title={t('orders.cancelTitle', { number: shipment.order_number })}
          text={t('orders.cancelText')}
          confirmLabel={t('orders.cancelConfirm')}
          busy={step.isPending}
          error={problem ? t(problem.message) : undefined}
          onConfirm={(reason) => run({ kind: 'cancel', reason })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </StatusCard>
  );
}
