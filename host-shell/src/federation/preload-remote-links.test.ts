import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRouteOfLink } from './preload-remote-links';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
// The watcher of links in view has its own tests; here only when it is started matters.
const inView = vi.hoisted(() => ({ preloadRemoteLinksInView: vi.fn() }));
vi.mock('./preload-links-in-view', () => inView);
// How a remote's texts are preloaded has its own tests; here only for which remote and when.
const texts = vi.hoisted(() => ({ preloadRemoteTexts: vi.fn() }));
vi.mock('./remote-texts', () => texts);
// Likewise the host's page UI files.
const pageUi = vi.hoisted(() => ({ preloadPageUi: vi.fn() }));
vi.mock('./preload-page-ui', () => pageUi);

const routes = [
  { path: '/', remote: 'catalog', module: './HomePage' },
  { path: '/product/:id', remote: 'product', module: './ProductPage' },
  { path: '/signin', remote: 'auth', module: './SignInPage' },
] as const;

let stop: () => void = () => undefined;
// A fresh module per test: what was already preloaded is remembered for the whole page.
let preload: typeof import('./preload-remote-links');

beforeEach(async () => {
  texts.preloadRemoteTexts.mockReset();
  pageUi.preloadPageUi.mockReset();
  runtime.preloadRemote.mockReset();
  runtime.preloadRemote.mockResolvedValue(undefined);
  inView.preloadRemoteLinksInView.mockReset();
  vi.resetModules();
  preload = await import('./preload-remote-links');
});

afterEach(() => {
  vi.restoreAllMocks();
  stop();
  stop = () => undefined;
  document.body.innerHTML = '';
});

/**
 * A preload of the remote's manifest and entry alone: it names one exposed module the remote does
 * not have, so the runtime neither fetches a page's code nor marks any page as preloaded.
 */
function expectEntryOnly(call: unknown, remote: string) {
  const exposed = routes.map((route) => route.module.slice(2));
  const [options] = call as [{ nameOrAlias: string; exposes: string[] }];
  expect(options.nameOrAlias).toBe(remote);
  expect(options.exposes).toHaveLength(1);
  expect(exposed).not.toContain(options.exposes[0]);
}

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
    stop = preload.preloadRemoteLinks(routes);
    const link = addLink('/product/3');
    fireEvent.pointerOver(link.querySelector('span') as Element);
    fireEvent.pointerOver(link);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      {
        nameOrAlias: 'product',
        exposes: ['ProductPage'],
        resourceCategory: 'sync',
        filter: expect.any(Function),
      },
    ]);

    fireEvent.focusIn(addLink('/signin'));
    expect(runtime.preloadRemote).toHaveBeenLastCalledWith([
      {
        nameOrAlias: 'auth',
        exposes: ['SignInPage'],
        resourceCategory: 'sync',
        filter: expect.any(Function),
      },
    ]);
    // The remote's texts too: its namespace carries its name.
    expect(texts.preloadRemoteTexts.mock.calls).toEqual([['product'], ['auth']]);
    // And the host's page UI files the page renders with.
    expect(pageUi.preloadPageUi).toHaveBeenCalled();
  });

  it('asks again after a failed preload, and marks the remote for a fresh load', async () => {
    runtime.preloadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    stop = preload.preloadRemoteLinks(routes);
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
      stop = preload.preloadRemoteLinks(routes);
      preload.preloadLinkedRemotesWhenIdle();
      expect(runtime.preloadRemote).not.toHaveBeenCalled();
      expect(inView.preloadRemoteLinksInView).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
      expectEntryOnly(runtime.preloadRemote.mock.calls[0]?.[0], 'auth');
      expect(texts.preloadRemoteTexts).not.toHaveBeenCalled();
      expect(pageUi.preloadPageUi).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
    // Then it watches the links that scroll into view, with code fetched only now.
    await vi.waitFor(() =>
      expect(inView.preloadRemoteLinksInView).toHaveBeenCalledWith(
        expect.objectContaining({ remotes: new Set(['catalog', 'product', 'auth']) }),
        document,
      ),
    );
  });
});
