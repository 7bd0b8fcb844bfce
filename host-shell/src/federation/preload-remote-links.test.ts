import { fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRouteOfLink } from './preload-remote-links';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const routes = [
  { path: '/', remote: 'catalog', module: './HomePage' },
  { path: '/product/:id', remote: 'product', module: './ProductPage' },
  { path: '/signin', remote: 'auth', module: './SignInPage' },
] as const;

let stop: () => void = () => undefined;
// A fresh module per test: what was already preloaded is remembered for the whole page.
let preload: typeof import('./preload-remote-links');

beforeEach(async () => {
  vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
  runtime.preloadRemote.mockReset();
  runtime.preloadRemote.mockResolvedValue(undefined);
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
      { nameOrAlias: 'product', exposes: ['ProductPage'], resourceCategory: 'sync' },
    ]);

    fireEvent.focusIn(addLink('/signin'));
    expect(runtime.preloadRemote).toHaveBeenLastCalledWith([
      { nameOrAlias: 'auth', exposes: ['SignInPage'], resourceCategory: 'sync' },
    ]);
    // The remote's texts too: its namespace carries its name.
    expect(vi.mocked(i18next.loadNamespaces).mock.calls).toEqual([['product'], ['auth']]);
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
      await vi.runAllTimersAsync();
      expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
      expectEntryOnly(runtime.preloadRemote.mock.calls[0]?.[0], 'auth');
      expect(i18next.loadNamespaces).not.toHaveBeenCalled();
    } finally {
      // The idle pass went on to watch the links in view; that watcher is the page's one.
      preload.preloadRemoteLinksInView()();
      vi.useRealTimers();
    }
  });
});

/** The browser's visibility observer, driven by the test: `show(link)` scrolls it into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
    this.disconnected = true;
  }
  show(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

describe('preloadRemoteLinksInView', () => {
  const view = window as unknown as { IntersectionObserver: unknown };
  const browserObserver = view.IntersectionObserver;
  const observer = () => FakeIntersectionObserver.last as FakeIntersectionObserver;
  // Lets the page's mutation records arrive, then the browser go idle.
  const idle = () => vi.advanceTimersByTimeAsync(2500);

  beforeEach(() => {
    vi.useFakeTimers();
    view.IntersectionObserver = FakeIntersectionObserver;
    FakeIntersectionObserver.last = null;
    stop = preload.preloadRemoteLinks(routes);
  });

  afterEach(() => {
    view.IntersectionObserver = browserObserver;
    vi.useRealTimers();
  });

  function watch(): () => void {
    const stopLinks = stop;
    const stopInView = preload.preloadRemoteLinksInView();
    stop = () => {
      stopLinks();
      stopInView();
    };
    return stopInView;
  }

  it('fetches manifest and entry of a remote whose link scrolls into view, once idle', async () => {
    const product = addLink('/product/3');
    addLink('/terms');
    watch();
    expect(observer().watched).toEqual(new Set([product]));

    observer().show(product);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    await idle();
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expectEntryOnly(runtime.preloadRemote.mock.calls[0]?.[0], 'product');
  });

  it('watches links rendered later and never asks twice for one remote', async () => {
    watch();
    const first = addLink('/product/1');
    const second = addLink('/product/2');
    await idle();
    expect(observer().watched).toEqual(new Set([first, second]));

    observer().show(first);
    await idle();
    observer().show(second);
    await idle();
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);

    // A link to a remote already asked for is not watched at all.
    addLink('/product/9');
    await idle();
    expect(observer().watched).toEqual(new Set());
  });

  it('leaves alone a remote whose page a hover already preloaded', async () => {
    const signIn = addLink('/signin');
    fireEvent.pointerOver(signIn);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    watch();
    expect(observer().watched.has(signIn)).toBe(false);
  });

  it('stops watching once every remote has been asked for', async () => {
    const links = ['/', '/product/1', '/signin'].map(addLink);
    watch();
    expect(observer().disconnected).toBe(false);
    for (const link of links) observer().show(link);
    await idle();
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(3);
    expect(observer().disconnected).toBe(true);
  });
});
