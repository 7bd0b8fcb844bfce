import type { Device } from '@shop/shared-contracts/api/entities';
import { formatDateTime } from '@shop/shared-contracts/format/date';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip, ListItem, ListItemIcon } from '@shop/shared-platform/ui/mui-page';
import { DeviceIcon, deviceTypeKey, isolated } from './device-icon';

interface DeviceRowProps {
  device: Device;
  busy: boolean;
  onRevoke: (device: Device) => void;
}

/** One signed-in device: what it is, when it was last used, and the button that signs it out. */
export function DeviceRow({ device, busy, onRevoke }: DeviceRowProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language as Language;
  const { browser, os, device_type } = device.device_info;
  const kind = device.type === 'API Token' ? t('sessions.apiToken') : t('sessions.webSession');
  const name = device.type === 'API Token' ? kind : `${isolated(browser)} · ${isolated(os)}`;
  return (
    <ListItem
      divider
      data-testid="device-row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', px: 0 }}
    >
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <DeviceIcon device={device} />
      </ListItemIcon>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}{' '}
          {device.is_current ? (
            <Chip
              size="small"
              color="primary"
              label={t('sessions.thisDevice')}
              sx={{ ms: 1, fontWeight: 400 }}
            />
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kind} · {t(deviceTypeKey(device_type))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sessions.lastActivity', { time: formatDateTime(device.last_activity, language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sessions.signedIn', { time: formatDateTime(device.created_at, language) })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={busy}
        onClick={() => onRevoke(device)}
        aria-label={
          device.is_current
            ? t('sessions.revokeCurrentLabel')
            : t('sessions.revokeLabel', { device: name })
        }
      >
        {device.is_current ? t('sessions.revokeCurrent') : t('sessions.revoke')}
      </Button>
    </ListItem>
  );
}
