import type { DeviceInfo, DeviceKind } from '@shop/shared-contracts/api/entities';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema-accounts';
import { LONG_SESSION_MS, newToken, SHORT_SESSION_MS } from './tokens';

export function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return (typeof header === 'string' ? header : '').slice(0, 512);
}

function parseUserAgent(userAgent: string): Bowser.Parser.ParsedResult | null {
  // Bowser refuses an empty string; a request without a User-Agent is no browser.
  return userAgent.trim() ? Bowser.parse(userAgent) : null;
}

export function parseDevice(userAgent: string): DeviceInfo {
  const result = parseUserAgent(userAgent);
  const browser = result?.browser;
  const os = result?.os;
  // Windows reports "NT 10.0" as its version; its version name ("10") is what people know.
  const osVersion = os?.name === 'Windows' ? os.versionName : os?.version;
  return {
    device_type: result?.platform.type ?? 'desktop',
    browser: browser?.name
      ? `${browser.name} ${browser.version?.split('.')[0] ?? ''}`.trim()
      : 'Unknown',
    os: os?.name ? `${os.name} ${osVersion ?? ''}`.trim() : 'Unknown',
  };
}

/** A browser's User-Agent makes a web session; scripts, apps and crawlers get an API token. */
export function deviceKind(userAgent: string): DeviceKind {
  const result = parseUserAgent(userAgent);
  return result?.browser.name && result.platform.type !== 'bot' ? 'web session' : 'API Token';
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
