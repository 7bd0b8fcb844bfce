import { formatEuroAmount } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShopSettings } from '@shop/shared-platform/settings/shop-settings';
import { LocalShippingOutlined } from '@shop/shared-platform/ui/icons';
import { Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  AssignmentReturnOutlined,
  VerifiedUserOutlined,
} from '@shop/shared-platform/ui/page-icons';
import type { ReactNode } from 'react';

/**
 * What the order value must reach for free delivery, as the settings say (the query the header's
 * banner uses, in the page's prefetch, so the server's HTML holds the configured number): none
 * without a threshold (free delivery off, or the settings not known), "every order" at 0.
 */
function useFreeDeliveryText(): string | undefined {
  const { t, i18n } = useTranslation('product');
  const threshold = useShopSettings().data?.free_shipping_threshold;
  if (typeof threshold !== 'number') return undefined;
  if (threshold <= 0) return t('info.shippingAlways');
  return t('info.shipping', { amount: formatEuroAmount(threshold, i18n.language) });
}

/** Free delivery, warranty and returns under the buttons. */
export function DeliveryFacts() {
  const { t } = useTranslation('product');
  const freeDelivery = useFreeDeliveryText();
  const icon = { fontSize: 'small', color: 'action', 'aria-hidden': true } as const;
  const facts: { key: string; icon: ReactNode; text: string }[] = [
    ...(freeDelivery
      ? [{ key: 'free-delivery', icon: <LocalShippingOutlined {...icon} />, text: freeDelivery }]
      : []),
    { key: 'warranty', icon: <VerifiedUserOutlined {...icon} />, text: t('info.warranty') },
    { key: 'returns', icon: <AssignmentReturnOutlined {...icon} />, text: t('info.returns') },
  ];
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {facts.map((fact) => (
        <Stack
          component="li"
          key={fact.key}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          data-testid={`delivery-fact-${fact.key}`}
        >
          {fact.icon}
          <Typography variant="body2">{fact.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
