/**
 * Public origins the service reaches at another address (docker compose: the browser's
 * `http://localhost:8081` is `http://catalog:8080` inside the network). `ORIGIN_MAP` lists
 * `public=internal` pairs, space-separated. Only fetches are redirected: what is rendered into a
 * page (picture URLs, links) keeps the public addresses.
 */
export type OriginMap = Readonly<Record<string, string>>;

export function parseOriginMap(raw: string | undefined): OriginMap {
  const pairs = (raw ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [from, to] = pair.split('=');
      if (!from || !to) throw new Error(`ORIGIN_MAP needs public=internal pairs (got "${pair}")`);
      return [new URL(from).origin, new URL(to).origin];
    }),
  );
}

/** The address to fetch `url` at. */
export function mapUrl(url: string, map: OriginMap): string {
  const parsed = new URL(url);
  const internal = map[parsed.origin];
  return internal ? `${internal}${parsed.pathname}${parsed.search}` : url;
}
