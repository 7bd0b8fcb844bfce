/**
 * A message shown to the shopper: either a fixed text of the `auth` namespace (translated) or
 * a text sent by the server (shown as plain text, never as HTML).
 */
export type AuthMessage = { key: string } | { text: string };

export function messageText(message: AuthMessage, t: (key: string) => string): string {
  return 'key' in message ? t(message.key) : message.text;
}
