import type { Device, DeviceKind, Devices } from '@shop/shared-contracts/api/entities';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema-accounts';
import { parseDevice } from './sessions';

export async function loadDevices(
  db: Db,
  userId: number,
  currentSessionId: number,
): Promise<Devices> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  const all: Device[] = rows.map((row) => ({
    id: row.id,
    type: row.kind as DeviceKind,
    is_current: row.id === currentSessionId,
    device_info: parseDevice(row.userAgent),
    last_activity: (row.lastUsedAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
    last_used: row.lastUsedAt?.toISOString() ?? null,
  }));
  const current = all.find((device) => device.is_current);
  return {
    total_devices: all.length,
    web_sessions: all.filter((device) => device.type === 'web session').length,
    api_tokens: all.filter((device) => device.type === 'API Token').length,
    current_device: current?.device_info ?? {
      device_type: 'desktop',
      browser: 'Unknown',
      os: 'Unknown',
    },
    all_devices: all,
  };
}
