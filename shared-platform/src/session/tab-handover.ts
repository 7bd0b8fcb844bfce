import type { User } from '@shop/shared-contracts/api/entities';

/**
 * Without remember-me the token lives in sessionStorage, which belongs to one tab: a second tab
 * opened by typing the address (not a copy of the first) started signed out. The session is meant
 * to last for the browser session in every tab, so a new tab asks the open ones for it over a
 * BroadcastChannel (same origin only, never leaves the browser).
 *
 * Only a tab that may have a partner asks: a session cookie (no token in it, gone when the browser
 * closes) marks that a tab-only session was started in this browser session. Visitors therefore
 * never wait for an answer.
 */
export const HANDOVER_CHANNEL = 'shop:session-handover';
export const TAB_SESSION_COOKIE = 'shop_tab_session';
/** How long a new tab waits for an open tab's answer (they answer within a few milliseconds). */
export const HANDOVER_TIMEOUT_MS = 400;

export interface HandedSession {
  token: string;
  user: User | null;
}

type HandoverMessage = { type: 'ask' } | ({ type: 'share' } & HandedSession);

// Node has a `BroadcastChannel` too (between its threads): only a browser page may hand over.
const hasChannel = () => typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined';

/** Marks (or unmarks) that this browser session holds a tab-only session. */
export function markTabSession(present: boolean): void {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is asynchronous, and the first read of the session (`hasTabSessionMark`)
  // happens synchronously at start-up; a cookie without expiry is what lasts the browser session.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = present
    ? `${TAB_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`
    : `${TAB_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

export function hasTabSessionMark(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').some((entry) => entry === `${TAB_SESSION_COOKIE}=1`);
}

let answering: BroadcastChannel | undefined;

/**
 * Answers other tabs' requests with this tab's tab-only session, read when asked (`read` returns
 * null when this tab has none, or a remembered one that other tabs read themselves). Once per page.
 */
export function answerHandovers(read: () => HandedSession | null): void {
  if (answering || !hasChannel()) return;
  answering = new BroadcastChannel(HANDOVER_CHANNEL);
  answering.onmessage = ({ data }: MessageEvent<HandoverMessage>) => {
    if (data?.type !== 'ask') return;
    const session = read();
    if (session) answering?.postMessage({ type: 'share', ...session } satisfies HandoverMessage);
  };
}

/** Asks the open tabs for their tab-only session; null when none answers in time. */
export function askForHandover(timeoutMs = HANDOVER_TIMEOUT_MS): Promise<HandedSession | null> {
  if (!hasChannel()) return Promise.resolve(null);
  const channel = new BroadcastChannel(HANDOVER_CHANNEL);
  return new Promise((resolve) => {
    const finish = (session: HandedSession | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.onmessage = ({ data }: MessageEvent<HandoverMessage>) => {
      if (data?.type === 'share' && typeof data.token === 'string' && data.token) {
        finish({ token: data.token, user: data.user ?? null });
      }
    };
    channel.postMessage({ type: 'ask' } satisfies HandoverMessage);
  });
}

/** For tests: stops answering, as a closed tab does. */
export function stopAnsweringHandovers(): void {
  answering?.close();
  answering = undefined;
}
