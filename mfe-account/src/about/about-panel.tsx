import { useTranslation } from '@shop/shared-platform/i18n/react';
import { getRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { LocalShippingOutlined, Search, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Link, Paper, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  PaymentOutlined,
  PublicOutlined,
  SecurityOutlined,
  SupportAgentOutlined,
  VerifiedUserOutlined,
} from '@shop/shared-platform/ui/page-icons';
import type { ComponentType } from 'react';

const FEATURES: [key: string, Icon: ComponentType][] = [
  ['multiVendor', StorefrontOutlined],
  ['secure', SecurityOutlined],
  ['global', PublicOutlined],
  ['support', SupportAgentOutlined],
];
const STEPS: [key: string, Icon: ComponentType][] = [
  ['browse', Search],
  ['pay', PaymentOutlined],
  ['track', LocalShippingOutlined],
];
const TRUST = ['platform', 'sellers', 'protection'] as const;

interface CardProps {
  Icon: ComponentType;
  title: string;
  text: string;
  heading: 'h3' | 'h4';
}

function Card({ Icon, title, text, heading }: CardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 12rem', minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
        <Icon />
      </Box>
      <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Paper>
  );
}

/** One contact line; a deployment without that detail says so instead of showing a blank. */
function ContactLine({ label, value, mail }: { label: string; value?: string; mail?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Typography>
      <strong>{label}:</strong>{' '}
      {value ? (
        mail ? (
          <Link href={`mailto:${value}`} dir="ltr">
            {value}
          </Link>
        ) : (
          <bdi>{value}</bdi>
        )
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('about.contact.notAvailable')}
        </Box>
      )}
    </Typography>
  );
}

/** The "about" tab: what the marketplace is, how buying works, why it is safe, whom to ask. */
export default function AboutPanel() {
  const { t } = useTranslation('account');
  // Contact details belong to the deployment (its runtime configuration), not to this bundle.
  const contact = getRuntimeConfig().contact ?? {};
  // The file is written by hand per deployment: only text values are shown.
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="about-heading">
          <Typography id="about-heading" variant="h5" component="h2" gutterBottom>
            {t('about.title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('about.intro')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {FEATURES.map(([key, Icon]) => (
              <Card
                key={key}
                heading="h3"
                Icon={Icon}
                title={t(`about.features.${key}.title`)}
                text={t(`about.features.${key}.text`)}
              />
            ))}
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="about-steps">
          <Typography id="about-steps" variant="h6" component="h3" gutterBottom>
            {t('about.stepsTitle')}
          </Typography>
          <Stack
            component="ol"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 2, p: 0, m: 0, listStyle: 'none' }}
          >
            {STEPS.map(([key, Icon], index) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', flex: '1 1 12rem', minWidth: 0 }}
              >
                <Card
                  heading="h4"
                  Icon={Icon}
                  title={`${index + 1}. ${t(`about.steps.${key}.title`)}`}
                  text={t(`about.steps.${key}.text`)}
                />
              </Box>
            ))}
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="about-trust">
          <Typography id="about-trust" variant="h6" component="h3" gutterBottom>
            {t('about.trustTitle')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {TRUST.map((key) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              >
                <Box sx={{ color: 'success.main', display: 'flex' }} aria-hidden>
                  <VerifiedUserOutlined />
                </Box>
                <Typography>
                  <strong>{t(`about.trust.${key}.title`)}</strong> {t(`about.trust.${key}.text`)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="about-contact">
          <Typography id="about-contact" variant="h6" component="h3" gutterBottom>
            {t('about.contact.title')}
          </Typography>
          <ContactLine
            label={t('about.contact.customer')}
            value={text(contact.customerSupportEmail)}
            mail
          />
          <ContactLine
            label={t('about.contact.vendor')}
            value={text(contact.vendorSupportEmail)}
            mail
          />
          <ContactLine label={t('about.contact.hours')} value={text(contact.hours)} />
        </Box>
      </Stack>
    </Paper>
  );
}
