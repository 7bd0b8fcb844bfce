/**
 * The host's static files, for the service as the public server (`pnpm start`), with the caching
 * nginx gives them: hashed `/static/` files for good, everything else asked again each time. The
 * raw index.html is never served: its nonce placeholder would reach the browser.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = { cacheControl: false } as const;

export async function registerStaticFiles(
  app: FastifyInstance,
  hostDist: string,
  runtimeConfigFile: string | undefined,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(hostDist, 'static'),
    prefix: '/static/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(fastifyStatic, {
    root: join(hostDist, 'locales'),
    prefix: '/locales/',
    preCompressed: true,
    decorateReply: false,
    ...NO_CACHE,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  // The configuration the service renders with is the one the browser reads.
  const config = runtimeConfigFile ?? join(hostDist, 'runtime-config.json');
  app.get('/runtime-config.json', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile(basename(config), dirname(config), NO_CACHE),
  );
  // favicon.svg and any other file at the top of the build (not the document itself).
  for (const name of readdirSync(hostDist)) {
    const skip = /\.(html|br|gz)$/.test(name) || name === 'runtime-config.json';
    if (skip || !statSync(join(hostDist, name)).isFile()) continue;
    app.get(`/${name}`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(name, hostDist, NO_CACHE),
    );
  }
}
