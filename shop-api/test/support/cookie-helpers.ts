import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import { BROWSER_UA, type TestApp } from './test-app';

/** The shop's page origin the development configuration lists first (the host). */
export const SHOP_ORIGIN = 'http://localhost:3000';

/** The raw `Set-Cookie` line of `name` in an answer, or undefined. */
export function setCookieLine(response: Response, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : [header].flat();
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** The value `name` is set to in an answer (`''` when cleared). */
export function cookieValue(response: Response, name: string): string | undefined {
  return setCookieLine(response, name)
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

/** Signs in with `session: 'cookie'` and answers the answer and the session cookie's value. */
export async function cookieLogin(
  app: TestApp,
  who: { email: string; password: string },
  { remember = false, cookie }: { remember?: boolean; cookie?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login',
    headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) },
    payload: { ...who, remember_me: remember, session: 'cookie' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = cookieValue(response, 'shop-session');
  if (!value) throw new Error('no session cookie set');
  return { response, session: value };
}

/** A same-origin browser request's headers with the given cookies. */
export const browser = (cookies: Record<string, string>) => ({
  'user-agent': BROWSER_UA,
  'sec-fetch-site': 'same-origin',
  origin: SHOP_ORIGIN,
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
});
