import type { Devices } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testProfile, testUser } from '../account/test-profile';
import { SessionsCard } from './sessions-card';

const server = setupApiServer(apiHandler('GET /v1/profile', () => testProfile()));
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The test profile's devices with other counts (the rows stay the same three). */
function devicesWith(total: number, web: number, api: number): Devices {
  return { ...testProfile().devices, total_devices: total, web_sessions: web, api_tokens: api };
}

const show = (devices: Devices, language: Language) =>
  renderRemotePage(<SessionsCard devices={devices} />, {
    route: '/my-account',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });

const countsText = () => screen.getByTestId('session-counts').textContent;

describe('the sessions card counts', () => {
  it.each([
    ['du', devicesWith(1, 1, 0), 'Angemeldet auf 1 Gerät: 1 Web-Sitzung, 0 API-Tokens.'],
    ['du', devicesWith(3, 2, 1), 'Angemeldet auf 3 Geräten: 2 Web-Sitzungen, 1 API-Token.'],
    ['en', devicesWith(1, 1, 0), 'Signed in on 1 device: 1 web session, 0 API tokens.'],
    ['ar', devicesWith(1, 1, 0), 'مسجّل الدخول على جهاز واحد: جلسة ويب واحدة، لا توجد رموز API.'],
    ['ar', devicesWith(2, 2, 2), 'مسجّل الدخول على جهازين: جلستا ويب، رمزا API.'],
    ['ar', devicesWith(3, 3, 11), 'مسجّل الدخول على 3 أجهزة: 3 جلسات ويب، 11 رمزًا لـ API.'],
    ['ar', devicesWith(100, 100, 100), 'مسجّل الدخول على 100 جهاز: 100 جلسة ويب، 100 رمز API.'],
  ] as const)('in %s reads grammatically for %o', async (language, devices, text) => {
    await show(devices, language);
    expect(countsText()).toBe(text);
  });
});

describe('the sessions card', () => {
  it('shows this device as plain text, not an alert announced on every visit', async () => {
    await show(testProfile().devices, 'du');
    expect(screen.getByTestId('current-device').textContent).toContain('Chrome 131');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['du', 1, '1 andere Sitzung wurde abgemeldet.'],
    ['du', 2, '2 andere Sitzungen wurden abgemeldet.'],
    ['ar', 2, 'تم تسجيل الخروج من جلستين أخريين.'],
    ['ar', 5, 'تم تسجيل الخروج من 5 جلسات أخرى.'],
  ] as const)('in %s says how many other sessions ended (%i)', async (language, revoked, text) => {
    server.use(apiHandler('POST /v1/profile/devices/revoke-others', () => ({ revoked })));
    const toasts: string[] = [];
    stops.push(onShopEvent('shop:toast:requested', ({ message }) => toasts.push(message)));
    await show(testProfile().devices, language);
    fireEvent.click(screen.getByRole('button', { name: /^(Alle anderen|تسجيل الخروج من جميع)/ }));
    await expect.poll(() => toasts).toEqual([text]);
  });
});
