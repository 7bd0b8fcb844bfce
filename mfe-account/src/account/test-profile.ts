import type { Device, Profile, User } from '@shop/shared-contracts/api/entities';

export const testUser: User = {
  id: 7,
  name: 'Sam Sommer',
  email: 'sam@example.com',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
};

const device = (id: number, overrides: Partial<Device> = {}): Device => ({
  id,
  type: 'web session',
  is_current: false,
  device_info: { device_type: 'desktop', browser: 'Firefox 140', os: 'Linux' },
  last_activity: '2026-11-20T10:00:00Z',
  created_at: '2026-11-19T10:00:00Z',
  last_used: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** A shopper signed in on this Chrome, a phone and a script's API token. */
export function testProfile(user: User = testUser): Profile {
  const all = [
    device(11, {
      is_current: true,
      device_info: { device_type: 'desktop', browser: 'Chrome 131', os: 'Windows 10' },
    }),
    device(12, { device_info: { device_type: 'mobile', browser: 'Safari 17', os: 'iOS 17.4' } }),
    device(13, {
      type: 'API Token',
      device_info: { device_type: 'desktop', browser: 'Unknown', os: 'Unknown' },
    }),
  ];
  return {
    user,
    devices: {
      total_devices: all.length,
      web_sessions: 2,
      api_tokens: 1,
      current_device: all[0]?.device_info ?? { device_type: 'desktop', browser: '', os: '' },
      all_devices: all,
    },
  };
}
