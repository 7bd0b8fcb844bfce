import pg from 'pg';
import type { Listener, ListenHandlers } from './client';

/** How long a lost listener waits before it connects again (a restart takes seconds). */
const RECONNECT_MS = 500;

/**
 * LISTEN on a connection outside the pool (a pooled one would be handed to other requests), with
 * the pool's session settings. When it drops, `onLost` tells the caller that notifications may
 * have been missed, `onConnectionError` is told why (as for the pool's connections), and it
 * connects again until it listens; then `onListening`.
 */
export async function listenOnPostgres(
  url: string,
  settings: string[],
  channel: string,
  handlers: ListenHandlers,
  onConnectionError?: (error: Error) => void,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const fresh = new pg.Client({ connectionString: url, options: settings.join(' ') });
    fresh.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== fresh || closed) return;
      client = undefined;
      handlers.onLost?.();
      retry = setTimeout(reconnect, RECONNECT_MS);
    };
    fresh.on('error', (error) => {
      if (client === fresh && !closed) onConnectionError?.(error);
      lost();
    });
    fresh.on('end', lost);
    await fresh.connect();
    await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = fresh;
    handlers.onListening?.();
  };
  const reconnect = () => {
    retry = undefined;
    if (closed) return;
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
  };

  await connect();
  return {
    notify: async (payload) => {
      if (!client) throw new Error('the catalogue listener is reconnecting');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}
