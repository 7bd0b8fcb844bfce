import type { DeviceInfo, DeviceKind } from '@shop/shared-contracts/api/entities';
import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../db/client';
import { sessions } from '../db/schema-accounts';
import { LONG_SESSION_MS, newToken, SHORT_SESSION_MS } from './tokens';

export function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return (typeof header === 'string' ? header : '').slice(0, 512);
}

export function parseDevice(userAgent: string): DeviceInfo {
  const result = UAParser(userAgent);
  return {
    device_type: result.device.type ?? 'desktop',
    browser: result.browser.name
      ? `${result.browser.name} ${result.browser.major ?? ''}`.trim()
      : 'Unknown',
    os: result.os.name ? `${result.os.name} ${result.os.version ?? ''}`.trim() : 'Unknown',
  };
}

/** A browser's User-Agent makes a web session; scripts and apps get an API token. */
export function deviceKind(userAgent: string): DeviceKind {
  return UAParser(userAgent).browser.name ? 'web session' : 'API Token';
}

export async function createSession(
  db: Db,
  userId: number,
  request: FastifyRequest,
  remember: boolean,
): Promise<string> {
  const { token, hash } = newToken();
  const userAgent = userAgentOf(request);
  await db.insert(sessions).values({
    userId,
    tokenHash: hash,
    kind: deviceKind(userAgent),
    userAgent,
    ip: request.ip.slice(0, 64),
    lastUsedAt: new Date(),
    expiresAt: new Date(Date.now() + (remember ? LONG_SESSION_MS : SHORT_SESSION_MS)),
  });
  return token;
}
