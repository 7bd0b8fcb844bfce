import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogChanges } from './changes/catalog-changes';
import { GenerationCache } from './changes/generation-cache';
import { ShortCache } from './short-cache';

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than its headers cost (the compress plugin agrees). */
const COMPRESS_FROM_BYTES = 1024;

/** One serialised answer, compressed once per encoding that a client asked for. */
class CachedBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  constructor(private readonly json: Buffer) {}

  as(encoding: Encoding): Buffer {
    if (encoding === 'identity' || this.json.length < COMPRESS_FROM_BYTES) return this.json;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Public catalogue answers (categories, home groups, product pages, search pages), stored
 * serialised and compressed. With `changes` (the catalogue's notifications, migration 0069) an
 * answer is kept until the next catalogue write is applied, so it lags a write by the
 * notification only; without, at most `ttlMs` old. `ttlMs` 0 turns caching off. Nothing a
 * shopper is charged is read from here: orders read prices and stock from the database.
 */
export class AnswerCache {
  private readonly bodies: ShortCache<CachedBody> | GenerationCache<CachedBody>;

  constructor(
    private readonly ttlMs: number,
    changes?: CatalogChanges,
  ) {
    this.bodies = changes ? new GenerationCache(changes) : new ShortCache<CachedBody>(ttlMs);
  }

  /** Answers from the cache, or builds the answer with `load`, caches and sends it. */
  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    if (this.ttlMs <= 0) return reply.send(await load());
    const body = await this.bodies.get(key, async () => {
      const json = reply.serialize(await load());
      if (typeof json === 'string') return new CachedBody(Buffer.from(json, 'utf8'));
      return new CachedBody(Buffer.isBuffer(json) ? json : Buffer.from(new Uint8Array(json)));
    });
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const payload = body.as(encoding);
    // CORS may have said `Vary: Origin` already; the encoding adds to it.
    const vary = reply.getHeader('vary');
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (payload !== body.as('identity')) reply.header('content-encoding', encoding);
    return reply.send(payload);
  }
}

/** Brotli when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused && name.trim()) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
