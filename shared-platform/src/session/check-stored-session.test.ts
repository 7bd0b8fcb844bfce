import { profileKey } from '@shop/shared-contracts/query/query-keys';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onShopEvent, resetShopEventMemory } from '../events/event-bus';
import { createShopQueryClient } from '../query/create-shop-query-client';
import { clearRuntimeConfig, setRuntimeConfig } from '../runtime/runtime-config-store';
import { checkStoredSession } from './check-stored-session';
import { getSession, reloadSessionFromStorage } from './session';
import {
  answerHandovers,
  HANDOVER_TIMEOUT_MS,
  hasTabSessionMark,
  markTabSession,
  stopAnsweringHandovers,
} from './tab-handover';

const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const answers = { status: 200, seen: [] as (string | null)[] };
const server = setupServer(
  http.get('http://api.test/v1/profile', ({ request }) => {
    answers.seen.push(request.headers.get('Authorization'));
    return answers.status === 200
      ? HttpResponse.json({ status: true, message: '', data: { user, devices: [] } })
      : HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() =>
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    storageBaseUrl: 'http://api.test/storage/',
    remotes: { catalog: '', product: '', cartCheckout: '', account: '', auth: '', seller: '' },
  }),
);
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  resetShopEventMemory();
  clearRuntimeConfig();
  answers.seen = [];
});

describe('start-up session check', () => {
  it('confirms a stored token with the profile and caches it', async () => {
    answers.status = 200;
    localStorage.setItem('token', 'stored');
    reloadSessionFromStorage();
    const client = createShopQueryClient();
    await checkStoredSession(client);
    expect(answers.seen).toEqual(['Bearer stored']);
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(client.getQueryData(profileKey)).toEqual({ user, devices: [] });
  });

  it('ends the session when the API refuses the token', async () => {
    answers.status = 401;
    sessionStorage.setItem('token', 'stale');
    reloadSessionFromStorage();
    const seen = vi.fn();
    const off = onShopEvent('shop:auth:changed', seen);
    await checkStoredSession(createShopQueryClient());
    off();
    expect(getSession().status).toBe('signed-out');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a stored token', async () => {
    await checkStoredSession(createShopQueryClient());
    expect(answers.seen).toEqual([]);
    expect(getSession().status).toBe('signed-out');
  });
});

describe('a new tab of a session without remember-me', () => {
  afterEach(() => {
    stopAnsweringHandovers();
    markTabSession(false);
  });

  it('takes the session from an open tab and confirms it with the API', async () => {
    answers.status = 200;
    // The open tab (its storage is its own; here it answers with what it holds). Earlier checks
    // of this page already answer with this page's storage: that tab is closed first.
    stopAnsweringHandovers();
    answerHandovers(() => ({ token: 'from-tab-one', user }));
    markTabSession(true);
    reloadSessionFromStorage();
    // Waits instead of sending the shopper to sign-in.
    expect(getSession().status).toBe('checking');
    await checkStoredSession(createShopQueryClient());
    expect(answers.seen).toEqual(['Bearer from-tab-one']);
    expect(getSession()).toEqual({ status: 'signed-in', user });
    // Kept for this tab only, as in the first one.
    expect(sessionStorage.getItem('token')).toBe('from-tab-one');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is signed out, asking the API nothing, when no open tab answers', async () => {
    markTabSession(true);
    reloadSessionFromStorage();
    const started = Date.now();
    await checkStoredSession(createShopQueryClient());
    expect(Date.now() - started).toBeLessThan(HANDOVER_TIMEOUT_MS + 500);
    expect(answers.seen).toEqual([]);
    expect(getSession().status).toBe('signed-out');
    expect(hasTabSessionMark()).toBe(false);
  });

  it('lets a visitor (no tab-only session in this browser) start signed out at once', () => {
    reloadSessionFromStorage();
    expect(getSession().status).toBe('signed-out');
  });
});
