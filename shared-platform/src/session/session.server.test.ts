// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { emitShopEvent, lastShopEvent, onShopEvent } from '../events/event-bus';
import {
  endSession,
  getSession,
  SERVER_SESSION,
  sessionToken,
  startSession,
  subscribeSession,
} from './session';

// The render service renders every shopper's pages in one process without `window`: nothing a
// request does may be seen by the next one, and nobody is ever signed in there.
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

describe('the session and the event bus without window', () => {
  it('are always signed out, and keep nothing a request did', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    startSession({ token: 'leaked-token', user, remember: true });
    expect(getSession()).toBe(SERVER_SESSION);
    expect(getSession().status).toBe('signed-out');
    expect(sessionToken()).toBeNull();
    endSession('logout');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('neither deliver nor remember events', () => {
    const handler = vi.fn();
    const stop = onShopEvent('shop:cart:changed', handler);
    emitShopEvent('shop:cart:changed', {});
    expect(handler).not.toHaveBeenCalled();
    expect(lastShopEvent('shop:cart:changed')).toBeUndefined();
    stop();
  });
});
