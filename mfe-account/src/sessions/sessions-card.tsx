import type { Device, Devices } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { endSession } from '@shop/shared-platform/session/session';
import { Box, Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { List } from '@shop/shared-platform/ui/mui-lists';
import { useRef } from 'react';
import { useRevokeDeviceMutation } from './api/revoke-device';
import { useRevokeOtherDevicesMutation } from './api/revoke-other-devices';
import { deviceTypeKey, isolated } from './device-icon';
import { DeviceRow } from './device-row';

/** This device, the other web sessions and API tokens, and the buttons that sign them out. */
export function SessionsCard({ devices }: { devices: Devices }) {
  const { t } = useTranslation('account');
  const revoke = useRevokeDeviceMutation();
  const revokeOthers = useRevokeOtherDevicesMutation();
  const busy = revoke.isPending || revokeOthers.isPending;
  const others = devices.all_devices.filter((device) => !device.is_current).length;
  // The pressed sign-out button goes with its row (and is locked meanwhile), which would drop the
  // keyboard focus to the page's start: it moves to this section's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const current = devices.current_device;

  const failed = () =>
    emitShopEvent('shop:toast:requested', { kind: 'error', message: t('sessions.failed') });

  const onRevoke = (device: Device) =>
    revoke.mutate(device.id, {
      onSuccess: () => {
        // This browser's own token is gone now: end the session here instead of waiting for
        // the next call's 401.
        if (device.is_current) endSession('logout');
        else {
          heading.current?.focus();
          emitShopEvent('shop:toast:requested', {
            kind: 'success',
            message: t('sessions.revoked'),
          });
        }
      },
      onError: failed,
    });

  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        heading.current?.focus();
        emitShopEvent('shop:toast:requested', {
          kind: 'success',
          message: t('sessions.othersRevoked', { count: revoked }),
        });
      },
      onError: failed,
    });

  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Typography
        ref={heading}
        tabIndex={-1}
        id="sessions-heading"
        variant="h5"
        component="h2"
        gutterBottom
      >
        {t('sessions.title')}
      </Typography>
      {/* Plain text in an info-coloured box: an alert role would be announced on every visit. */}
      <Box
        data-testid="current-device-box"
        sx={{
          mb: 2,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          borderInlineStart: 4,
          borderColor: 'info.main',
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>{t('sessions.currentDevice')}</Typography>
        <Typography variant="body2" data-testid="current-device">
          {t('sessions.currentDeviceText', {
            browser: isolated(current.browser),
            os: isolated(current.os),
            type: t(deviceTypeKey(current.device_type)),
          })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="session-counts">
        {t('sessions.counts', {
          devices: t('sessions.devices', { count: devices.total_devices }),
          web: t('sessions.webSessions', { count: devices.web_sessions }),
          api: t('sessions.apiTokens', { count: devices.api_tokens }),
        })}
      </Typography>
      <List aria-label={t('sessions.listLabel')}>
        {devices.all_devices.map((device) => (
          <DeviceRow key={device.id} device={device} busy={busy} onRevoke={onRevoke} />
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="error"
          disabled={busy || others === 0}
          onClick={onRevokeOthers}
        >
          {t('sessions.revokeOthers')}
        </Button>
        {others === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('sessions.noOthers')}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
