import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  preloadLinkedRemotesWhenIdle,
  preloadRemoteLinks,
  remoteRouteOfLink,
} from './preload-remote-links';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const routes = [
  { path: '/', remote: 'catalog', module: './HomePage' },
  { path: '/product/:id', remote: 'product', module: './ProductPage' },
  { path: '/signin', remote: 'auth', module: './SignInPage' },
] as const;

let stop: () => void = () => undefined;

beforeEach(() => {
  runtime.preloadRemote.mockReset();
  runtime.preloadRemote.mockResolvedValue(undefined);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function addLink(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.innerHTML = '<span>go</span>';
  document.body.append(link);
  return link;
}

describe('remoteRouteOfLink', () => {
  const origin = 'http://shop.test';

  it('finds the remote route of a link, parameters and query included', () => {
    expect(remoteRouteOfLink('/product/7?tab=reviews', routes, origin)?.remote).toBe('product');
    expect(remoteRouteOfLink(`${origin}/signin`, routes, origin)?.module).toBe('./SignInPage');
  });

  it('ignores other sites and routes no remote owns', () => {
    expect(remoteRouteOfLink('https://elsewhere.test/signin', routes, origin)).toBeNull();
    expect(remoteRouteOfLink('/terms', routes, origin)).toBeNull();
  });
});

describe('preloadRemoteLinks', () => {
  it('preloads the page of a hovered or focused link once', () => {
    stop = preloadRemoteLinks(routes);
    const link = addLink('/product/3');
    fireEvent.pointerOver(link.querySelector('span') as Element);
    fireEvent.pointerOver(link);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'product', exposes: ['ProductPage'], resourceCategory: 'sync' },
    ]);

    fireEvent.focusIn(addLink('/signin'));
    expect(runtime.preloadRemote).toHaveBeenLastCalledWith([
      { nameOrAlias: 'auth', exposes: ['SignInPage'], resourceCategory: 'sync' },
    ]);
  });

  it('asks again after a failed preload, and marks the remote for a fresh load', async () => {
    runtime.preloadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    stop = preloadRemoteLinks(routes);
    const link = addLink('/');
    fireEvent.pointerOver(link);
    await vi.waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.pointerOver(link);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(2);
  });

  it('fetches only manifest and entry of every linked remote when the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      addLink('/signin');
      addLink('/terms');
      stop = preloadRemoteLinks(routes);
      preloadLinkedRemotesWhenIdle();
      expect(runtime.preloadRemote).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
      const [{ nameOrAlias, filter }] = runtime.preloadRemote.mock.calls[0]?.[0] ?? [{}];
      expect(nameOrAlias).toBe('auth');
      expect(filter('http://auth.test/static/js/async/page.js')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
