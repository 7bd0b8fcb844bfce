import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
// A hover's preload also asks for the page's texts (tested with remote-texts.ts): not here.
vi.mock('./remote-texts', () => ({ preloadRemoteTexts: vi.fn() }));

const routes = [
  { path: '/', remote: 'catalog', module: './HomePage' },
  { path: '/product/:id', remote: 'product', module: './ProductPage' },
  { path: '/signin', remote: 'auth', module: './SignInPage' },
] as const;

let stop: () => void = () => undefined;
// Fresh modules per test: what was already preloaded is remembered for the whole page.
let preload: typeof import('./preload-remote-links');
let watcher: typeof import('./preload-links-in-view');

beforeEach(async () => {
  runtime.preloadRemote.mockReset();
  runtime.preloadRemote.mockResolvedValue(undefined);
  vi.resetModules();
  preload = await import('./preload-remote-links');
  watcher = await import('./preload-links-in-view');
});

afterEach(() => {
  stop();
  stop = () => undefined;
  document.body.innerHTML = '';
});

function addLink(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'go';
  document.body.append(link);
  return link;
}

/** A preload of the remote's manifest and entry alone, naming no page the remote exposes. */
function expectEntryOnly(call: unknown, remote: string) {
  const exposed = routes.map((route) => route.module.slice(2));
  const [options] = call as [{ nameOrAlias: string; exposes: string[] }];
  expect(options.nameOrAlias).toBe(remote);
  expect(options.exposes).toHaveLength(1);
  expect(exposed).not.toContain(options.exposes[0]);
}

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
    const stopInView = watcher.preloadRemoteLinksInView(preload.linkPreloads());
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
